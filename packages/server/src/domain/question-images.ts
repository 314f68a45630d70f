/**
 * Questions' pictures (decision 171): stored in the database by the SHA-256 of their
 * bytes, one copy however many questions show them, removed when no question does any more.
 */
import { createHash } from 'node:crypto';
import { sniffImage, type SniffedImage } from '@ciar/shared/image-sniff';
import type { Question } from '@ciar/shared/question';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageHashFromUrl, isImageHash, type QuestionImage } from '@ciar/shared/question-image';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toQuestion } from '../storage/mappers';
import { questionImages, questions } from '../storage/schema';
import { AppError } from './app-error';
import { assertNotEnded, requireOwnedQuestion } from './ownership';

export function hashImage(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The picture's type and size, or a 413/415 with a French message. */
export function checkImageBytes(bytes: Uint8Array): SniffedImage {
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('image-too-large', IMAGE_MESSAGES.tooLarge, 413);
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new AppError('unsupported-image', IMAGE_MESSAGES.unsupportedType, 415);
  return sniffed;
}

/**
 * Stores the bytes once and returns their hash. An existing row is touched rather than left
 * alone: the row lock makes a concurrent clean-up wait for this transaction, which then
 * references it, instead of removing it in between.
 */
export async function storeImageBytes(tx: Db, bytes: Uint8Array, type: SniffedImage['type']): Promise<string> {
  const hash = hashImage(bytes);
  await tx
    .insert(questionImages)
    .values({ hash, contentType: type, bytes: Buffer.from(bytes) })
    .onConflictDoUpdate({ target: questionImages.hash, set: { hash: sql`excluded.hash` } });
  return hash;
}

/** The question columns of a picture reference (inserts of new and copied questions). */
export function imageColumns(image: QuestionImage | null | undefined) {
  const hash = image ? imageHashFromUrl(image.url) : null;
  if (!image || !hash) return { imageHash: null, imageAlt: null, imageWidth: null, imageHeight: null };
  return { imageHash: hash, imageAlt: image.alt, imageWidth: image.width, imageHeight: image.height };
}

/**
 * Removes every stored picture no question references any more. Run after the change that
 * dropped the references has committed, and never fails that change: the foreign key keeps a
 * picture that a concurrent transaction has just referenced, and whatever is left here is
 * removed by the next clean-up.
 */
export async function collectUnusedImages(db: Db): Promise<void> {
  try {
    await db.execute(
      sql`delete from ${questionImages} i where not exists (select 1 from ${questions} q where q.image_hash = i.hash)`,
    );
  } catch {
    // Best effort by design (see above).
  }
}

/** Gives the teacher's question this picture (replacing any), with its alt text. */
export async function setQuestionImage(
  db: Db,
  teacherId: string,
  questionId: string,
  upload: { bytes: Uint8Array; alt: string },
): Promise<Question> {
  const sniffed = checkImageBytes(upload.bytes);
  const { updated, replaced } = await db.transaction(async (tx) => {
    const { question, session } = await requireOwnedQuestion(tx, teacherId, questionId, { lock: true });
    assertNotEnded(session);
    const hash = await storeImageBytes(tx, upload.bytes, sniffed.type);
    const [row] = await tx
      .update(questions)
      .set({ imageHash: hash, imageAlt: upload.alt, imageWidth: sniffed.width, imageHeight: sniffed.height })
      .where(eq(questions.id, question.id))
      .returning();
    return { updated: row!, replaced: question.imageHash !== null && question.imageHash !== hash };
  });
  if (replaced) await collectUnusedImages(db);
  return toQuestion(updated);
}

export async function removeQuestionImage(db: Db, teacherId: string, questionId: string): Promise<Question> {
  const updated = await db.transaction(async (tx) => {
    const { question, session } = await requireOwnedQuestion(tx, teacherId, questionId, { lock: true });
    assertNotEnded(session);
    const [row] = await tx
      .update(questions)
      .set({ imageHash: null, imageAlt: null, imageWidth: null, imageHeight: null })
      .where(eq(questions.id, question.id))
      .returning();
    return row!;
  });
  await collectUnusedImages(db);
  return toQuestion(updated);
}

/** The stored picture of that hash, or null. */
export async function readImage(db: Db, hash: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!isImageHash(hash)) return null;
  const [row] = await db
    .select({ contentType: questionImages.contentType, bytes: questionImages.bytes })
    .from(questionImages)
    .where(eq(questionImages.hash, hash));
  return row ?? null;
}
