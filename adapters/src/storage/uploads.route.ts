import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { type StoredFile, type StoredFiles, StorageUnavailableError, UPLOAD_CACHE_CONTROL, UPLOADS_URL_PREFIX } from './stored-file';

const NOT_FOUND = { error: 'Файл не найден' };
const logger = new Logger('Uploads');

/**
 * GET /uploads/<name>: a stored picture streamed from wherever the storage keeps it, the same on
 * every replica; names never repeat, so browsers keep a file for a year and revalidate by ETag.
 */
export function serveUploads(fastify: FastifyInstance, files: StoredFiles): void {
  fastify.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    let file: StoredFile | undefined;
    try {
      file = await files.open(request.params.name);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      logger.error({ msg: 'an upload could not be read from the storage', err: error });
      return reply.status(503).header('cache-control', 'no-store').header('retry-after', '10').send({ error: StorageUnavailableError.message });
    }
    if (!file) return reply.status(404).header('cache-control', 'no-store').send(NOT_FOUND);
    void reply.header('cache-control', UPLOAD_CACHE_CONTROL).header('etag', file.etag).header('last-modified', file.lastModified.toUTCString());
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.contentType).header('content-length', file.contentLength).send(file.body);
  });
}
