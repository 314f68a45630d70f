/**
 * A picture per question (decision 171): the teacher gives one of their questions a
 * picture (multipart: file `image`, text `alt`) or removes it; anyone holding its URL (the hash
 * of its bytes, sent with the question) gets the bytes, cached for good.
 */
import fastifyMultipart from '@fastify/multipart';
import { checkImageAlt, IMAGE_ALT_MAX_LENGTH, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@ciar/shared/question-image';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { AppError } from '../domain/app-error';
import { readImage, removeQuestionImage, setQuestionImage } from '../domain/question-images';
import { parseInput } from '../domain/validate';
import type { Db } from '../storage/db';
import { requireTeacher } from './teacher-session';

const idParams = z.object({ id: z.string().max(100) });
const hashParams = z.object({ hash: z.string().max(100) });

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

const tooLarge = () => new AppError('image-too-large', IMAGE_MESSAGES.tooLarge, 413);

/**
 * The file and the alt text, in whichever order the form sent them. The size limit is enforced
 * while streaming: an oversized file is never held beyond 2 MB.
 */
async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; alt: string }> {
  if (!request.isMultipart()) throw new AppError('missing-file', IMAGE_MESSAGES.missingFile, 400);
  let bytes: Buffer | null = null;
  let alt: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || bytes !== null) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } else if (part.fieldname === 'alt') {
        alt = part.valueTruncated ? 'x'.repeat(IMAGE_ALT_MAX_LENGTH + 1) : part.value;
      }
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (errorCode(error) === 'FST_FILES_LIMIT' || errorCode(error) === 'FST_PARTS_LIMIT' || errorCode(error) === 'FST_FIELDS_LIMIT') {
      throw new AppError('invalid-body');
    }
    throw error;
  }
  if (bytes === null || bytes.length === 0) throw new AppError('missing-file', IMAGE_MESSAGES.missingFile, 400);
  const checked = checkImageAlt(alt);
  if ('error' in checked) throw new AppError('invalid-image-alt', checked.error, 400);
  return { bytes, alt: checked.alt };
}

export async function imageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 4 * IMAGE_ALT_MAX_LENGTH + 64, parts: 8, headerPairs: 100 },
    });
    upload.post('/questions/:id/image', async (request) => {
      const teacherId = await requireTeacher(db, request);
      const { id } = parseInput(idParams, request.params);
      const upload = await readImageUpload(request);
      return { success: true, question: await setQuestionImage(db, teacherId, id, upload) };
    });
  });

  app.delete('/questions/:id/image', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    return { success: true, question: await removeQuestionImage(db, teacherId, id) };
  });

  /**
   * The URL is the hash of the bytes: they never change, so browsers keep them for a year. The
   * type is the one the bytes were recognised as, and nosniff keeps browsers from guessing another.
   */
  app.get('/images/:hash', async (request, reply) => {
    const { hash } = parseInput(hashParams, request.params);
    const image = await readImage(db, hash);
    if (!image) throw new AppError('image-not-found', 'Image introuvable', 404);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', image.bytes.length)
      .send(image.bytes);
  });
}
