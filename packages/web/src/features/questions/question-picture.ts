/**
 * The picture part of the question form (decision 171): what the teacher picked, checked in the
 * browser by the same rules as the server (bytes, size, alt text) before anything is sent,
 * and the change to apply once the question is saved.
 */
import { sniffImage } from '@ciar/shared/image-sniff';
import { checkImageAlt, IMAGE_MAX_BYTES, IMAGE_MESSAGES, type QuestionImage } from '@ciar/shared/question-image';
import type { Question } from '@ciar/shared/question';
import { apiRequest } from '../../lib/api';

export interface PictureDraft {
  /** The question's saved picture (edit form), or null. */
  saved: QuestionImage | null;
  /** A newly picked file, with an object URL for the preview and its size. */
  picked: { file: Blob; url: string; width: number; height: number } | null;
  alt: string;
  /** The saved picture is to be removed. */
  removed: boolean;
}

export type PictureChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'upload'; file: Blob; alt: string }
  /** Same picture, new alt text: the saved bytes are sent again (the server keeps one copy). */
  | { kind: 'describe'; url: string; alt: string };

export function pictureDraft(saved: QuestionImage | null | undefined): PictureDraft {
  return { saved: saved ?? null, picked: null, alt: saved?.alt ?? '', removed: false };
}

/** What the preview and the students will see, or null. */
export function shownPicture(draft: PictureDraft): QuestionImage | null {
  if (draft.picked) return { url: draft.picked.url, alt: draft.alt, width: draft.picked.width, height: draft.picked.height };
  if (draft.saved && !draft.removed) return { ...draft.saved, alt: draft.alt };
  return null;
}

/** A picked file checked by its bytes, or the French reason it is refused. */
export async function readPickedFile(file: Blob): Promise<{ width: number; height: number } | { error: string }> {
  if (file.size > IMAGE_MAX_BYTES) return { error: IMAGE_MESSAGES.tooLarge };
  const sniffed = sniffImage(new Uint8Array(await file.arrayBuffer()));
  if (!sniffed) return { error: IMAGE_MESSAGES.unsupportedType };
  return { width: sniffed.width, height: sniffed.height };
}

/** The change to make after saving the question, or the French reason the form cannot be sent. */
export function pictureChange(draft: PictureDraft): { ok: true; change: PictureChange } | { ok: false; message: string } {
  const shown = shownPicture(draft);
  if (!shown) return { ok: true, change: draft.saved ? { kind: 'remove' } : { kind: 'keep' } };
  const alt = checkImageAlt(draft.alt);
  if ('error' in alt) return { ok: false, message: alt.error };
  if (draft.picked) return { ok: true, change: { kind: 'upload', file: draft.picked.file, alt: alt.alt } };
  if (draft.saved && alt.alt !== draft.saved.alt) return { ok: true, change: { kind: 'describe', url: draft.saved.url, alt: alt.alt } };
  return { ok: true, change: { kind: 'keep' } };
}

/** Applies the change to the saved question; returns the question as it now is (or undefined when nothing changed). */
export async function savePicture(questionId: string, change: PictureChange): Promise<Question | undefined> {
  const path = `/questions/${encodeURIComponent(questionId)}/image`;
  if (change.kind === 'keep') return undefined;
  if (change.kind === 'remove') return (await apiRequest<{ question: Question }>('DELETE', path)).question;
  const file = change.kind === 'upload' ? change.file : await (await fetch(change.url, { credentials: 'same-origin' })).blob();
  const form = new FormData();
  form.append('alt', change.alt);
  form.append('image', file, 'image');
  return (await apiRequest<{ question: Question }>('POST', path, { body: form })).question;
}
