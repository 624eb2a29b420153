import { CATALOGUE_ERRORS } from '@shop/domain';
import { MAX_IMAGE_BYTES } from '@shop/application';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** The one file of a multipart upload (field "file"), at most MAX_IMAGE_BYTES; its type is checked by its bytes later. */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  const file = request.isMultipart() ? await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }) : undefined;
  if (!file) throw new ApiError(415, CATALOGUE_ERRORS.notAnImage.message);
  return file.toBuffer().catch(() => {
    throw new ApiError(413, CATALOGUE_ERRORS.imageTooLarge.message);
  });
}
