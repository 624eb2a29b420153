import { CATALOGUE_ERRORS } from '@shop/domain';
import { MAX_IMAGE_BYTES } from '@shop/application';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const BROKEN_UPLOAD = 'Не удалось прочитать загруженный файл. Выберите его и загрузите ещё раз';

/** The one file of a multipart upload (field "file"), at most MAX_IMAGE_BYTES; its type is checked by its bytes later. */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(415, CATALOGUE_ERRORS.notAnImage.message);
  // A form without a boundary or cut short is the client's fault, not the server's: 400.
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }).catch(() => {
    throw new ApiError(400, BROKEN_UPLOAD);
  });
  if (!file) throw new ApiError(415, CATALOGUE_ERRORS.notAnImage.message);
  return file.toBuffer().catch((error: { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new ApiError(413, CATALOGUE_ERRORS.imageTooLarge.message) : new ApiError(400, BROKEN_UPLOAD);
  });
}
