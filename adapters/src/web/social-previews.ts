import { existsSync, readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import * as path from 'node:path';
import type { SocialPreviewPaths } from '@shop/application';
import { SOCIAL_PREVIEWS_MANIFEST, socialPreviewKey } from '@shop/domain';
import { frontEndBuilds } from './front-end-paths';

/** Where the shell's build lists its link previews (tools/social-previews writes it). */
export const socialPreviewsFile = (webRoot: string): string => path.join(frontEndBuilds(webRoot)[0].root, SOCIAL_PREVIEWS_MANIFEST);

interface Manifest {
  readonly previews: readonly { readonly key: string; readonly path: string }[];
}

const isManifest = (value: unknown): value is Manifest =>
  Array.isArray((value as Manifest | null)?.previews) &&
  (value as Manifest).previews.every((entry) => typeof entry?.key === 'string' && typeof entry.path === 'string' && entry.path.startsWith('/images/'));

const NONE: SocialPreviewPaths = () => null;

function parsed(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The previews of the shell's build, found by what they show; none before the shell is built, or
 * when its list cannot be read (pages then point at the site's picture as it is, and say so in the log).
 */
export function readSocialPreviews(webRoot: string): SocialPreviewPaths {
  const file = socialPreviewsFile(webRoot);
  if (!existsSync(file)) return NONE;
  const manifest = parsed(file);
  if (!isManifest(manifest)) {
    new Logger('WebModule').warn(`${file} is not a list of link previews: pages go without them`);
    return NONE;
  }
  const paths = new Map(manifest.previews.map((entry) => [entry.key, entry.path]));
  return (content) => paths.get(socialPreviewKey(content)) ?? null;
}
