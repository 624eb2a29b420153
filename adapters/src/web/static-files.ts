import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { SOCIAL_PREVIEWS_MANIFEST } from '@shop/domain';
import { frontEndBuilds } from './front-end-paths';

const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg)$/;
const ENTRY_POINTS = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html', 'start-after-paint.js', 'lead-reads.js']);

/**
 * Entry points revalidate on every load (their ETag answers 304 when unchanged), content-hashed
 * files are immutable, anything else is kept a day. Judged by the file's own name: a pre-compressed
 * copy (`remoteEntry.js.br`) is cached exactly as the file it stands for.
 */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_POINTS.has(name)) void reply.header('cache-control', 'no-cache');
  else if (CONTENT_HASHED.test(name)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
  else void reply.header('cache-control', 'public, max-age=86400');
}

/** Folders of the shell's build served as they are on disk, so a deploy's new files are found at once. */
const SHELL_FOLDERS = ['static', 'images'];
/** What the shell's build holds besides them: the page (rendered by the server), and what only the server reads. */
const NOT_SERVED_AS_FILES = new Set([...SHELL_FOLDERS, 'index.html', 'server', 'chunk-groups.json', SOCIAL_PREVIEWS_MANIFEST]);

/** A remote's server entry and the manifests only the server reads are not served. */
const isForBrowsers = (pathname: string) => !/^\/?(server\/|chunk-groups\.json$)/.test(pathname);

/**
 * The three front-end builds, each under its own prefix. The remotes and the shell's asset
 * folders are served as they are on disk (a front end deployed while the server runs is served at
 * once); the shell's top-level files (favicon, ...) are routes of their own, enumerated at
 * start-up, so every other path falls through to the shell page controller.
 */
export async function serveStaticFrontEnds(app: NestFastifyApplication, webRoot: string): Promise<void> {
  const [shell, ...remotes] = frontEndBuilds(webRoot);
  const mounts = [
    ...(existsSync(shell.root) ? SHELL_FOLDERS.map((folder) => ({ root: path.join(shell.root, folder), prefix: `/${folder}/` })) : []),
    ...remotes.map((remote) => ({ root: remote.root, prefix: remote.prefix })),
  ].filter((mount) => existsSync(mount.root));
  for (const [index, mount] of mounts.entries()) {
    await app.register(fastifyStatic, {
      ...mount,
      wildcard: true,
      index: false,
      decorateReply: index === 0,
      preCompressed: true,
      setHeaders: cacheHeaders,
      allowedPath: isForBrowsers,
    });
  }
  if (!existsSync(shell.root) || mounts.length === 0) return;
  const fastify = app.getHttpAdapter().getInstance();
  for (const name of readdirSync(shell.root).filter((entry) => !NOT_SERVED_AS_FILES.has(entry) && statSync(path.join(shell.root, entry)).isFile())) {
    fastify.get(`/${name}`, (_request, reply) => reply.sendFile(name, shell.root));
  }
}
