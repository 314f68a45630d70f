/**
 * One uploaded JSON file from a multipart body (spec §5 "Import file"), with the spec's French
 * messages: no file, not JSON, more than 5 MB. The size limit is enforced while streaming, so
 * an oversized upload is never held in memory beyond the limit.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error';

/** Browsers send application/json for .json files, or a generic type on systems that do not know it. */
function looksLikeJson(mimetype: string, filename: string): boolean {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type === 'text/json' || type.endsWith('+json') || /\.json$/i.test(filename);
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
  if (!looksLikeJson(part.mimetype, part.filename)) {
    part.file.resume();
    throw new AppError('invalid-file');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file-too-large');
    throw error;
  }
}
