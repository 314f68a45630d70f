/**
 * One uploaded question file, JSON or Moodle GIFT, from a multipart body (docs/product.md#question-import,
 * decision 140), with the French messages of docs/product.md#validation-messages: no file, not a question file, more than 5 MB. The size limit is enforced while streaming, so
 * an oversized upload is never held in memory beyond the limit.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error';

/**
 * Browsers send application/json for .json files, text/plain for .txt, and a generic type for
 * .gift files or on systems that do not know the type: the name then tells. The content
 * decides between JSON and GIFT afterwards (question-file.ts).
 */
function looksLikeQuestionFile(mimetype: string, filename: string): boolean {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return (
    type === 'application/json' ||
    type === 'text/json' ||
    type.endsWith('+json') ||
    type === 'text/plain' ||
    /\.(json|gift|txt)$/i.test(filename)
  );
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('missing-file');
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (errorCode(error) === 'FST_FILES_LIMIT' || errorCode(error) === 'FST_PARTS_LIMIT') throw new AppError('invalid-body');
    throw error;
  }
  if (!part || part.fieldname !== field || part.filename === '') {
    part?.file.resume();
    throw new AppError('missing-file');
  }
  if (!looksLikeQuestionFile(part.mimetype, part.filename)) {
    part.file.resume();
    throw new AppError('invalid-file');
  }
  try {
    const bytes = await part.toBuffer();
    // @fastify/multipart checks the truncation only between chunks: when the byte over the limit
    // comes after the last chunk it read, toBuffer returns the file cut at 5 MB. A cut file is
    // never imported (seen under load: the limit + 1 byte accepted).
    if (part.file.truncated) throw new AppError('file-too-large');
    return bytes;
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file-too-large');
    throw error;
  }
}
