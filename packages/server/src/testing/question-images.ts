/** What the picture tests do as a teacher: send a picture with its alt text, like the question form. */
import type { HttpClient } from './test-app';
import { cookieOf } from './question-files';

export interface ImageUploadOptions {
  alt?: string | null;
  filename?: string;
  type?: string;
  field?: string;
  /** Send the alt text after the file rather than before. */
  altLast?: boolean;
}

/** POST /api/questions/{id}/image as multipart (file `image`, text `alt`) with the client's cookie and origin. */
export async function uploadImage(client: HttpClient, questionId: string, bytes: Uint8Array, options: ImageUploadOptions = {}) {
  const form = new FormData();
  const alt = options.alt === undefined ? 'Un schéma' : options.alt;
  const file = new Blob([bytes], { type: options.type ?? 'image/png' });
  if (alt !== null && !options.altLast) form.append('alt', alt);
  form.append(options.field ?? 'image', file, options.filename ?? 'image.png');
  if (alt !== null && options.altLast) form.append('alt', alt);
  const response = await fetch(`${client.baseUrl}/api/questions/${questionId}/image`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookieOf(client), origin: client.baseUrl },
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json };
}
