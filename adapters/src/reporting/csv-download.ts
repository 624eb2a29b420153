import { StreamableFile, applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { Readable } from 'node:stream';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The success answer of a CSV download, documented as text/csv. */
export const AnswersCsv = (description: string) =>
  applyDecorators(
    ApiResponse({
      status: 200,
      description,
      content: { 'text/csv': { schema: { type: 'string', description: 'UTF-8 с BOM, разделитель «;», строки CRLF' } } },
    }),
  );

/**
 * Text pieces as a download of the given file name, sent as they come. The first piece is read
 * before answering, so a failed query is an error answer rather than a cut-off file.
 */
export async function csvDownload(pieces: AsyncIterable<string>, fileName: string): Promise<StreamableFile> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  const bytes = Readable.from(
    (async function* () {
      for (let next = first; !next.done; next = await iterator.next()) yield Buffer.from(next.value, 'utf8');
    })(),
  );
  return new StreamableFile(bytes, { type: CSV_CONTENT_TYPE, disposition: `attachment; filename="${fileName}"` });
}
