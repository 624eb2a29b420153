import { existsSync } from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { frontEndBuilds } from './front-end-paths';

const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg)$/;
const ENTRY_POINTS = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  if (ENTRY_POINTS.has(name)) void reply.header('cache-control', 'no-cache');
  else if (CONTENT_HASHED.test(name)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
  else void reply.header('cache-control', 'public, max-age=86400');
}

/**
 * The three front-end builds, each under its own prefix. The shell's files are enumerated at
 * start-up (no wildcard) so every other path falls through to the shell page controller.
 */
export async function serveStaticFrontEnds(app: NestFastifyApplication, webRoot: string): Promise<void> {
  let first = true;
  for (const build of frontEndBuilds(webRoot)) {
    if (!existsSync(build.root)) continue;
    await app.register(fastifyStatic, {
      root: build.root,
      prefix: build.prefix,
      wildcard: build.name !== 'shell',
      index: false,
      decorateReply: first,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    first = false;
  }
}
