/** What the question-file tests do as a teacher: make a session, upload a file, read the titles back. */
import type { HttpClient } from './test-app';

export interface UploadOptions {
  filename?: string;
  type?: string;
  field?: string;
}

/** The client's cookies as one header value. */
export function cookieOf(client: HttpClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** POST a multipart form like the browser's import modal, with the client's cookie. */
export async function upload(baseUrl: string, client: HttpClient, sessionId: string, content: string | Uint8Array, options: UploadOptions = {}) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append(options.field ?? 'questionsFile', new Blob([bytes], { type: options.type ?? 'application/json' }), options.filename ?? 'questions.json');
  const response = await fetch(`${baseUrl}/api/questions/import/${sessionId}`, { method: 'POST', body: form, headers: { cookie: cookieOf(client), origin: baseUrl } });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) };
}

/** A new session of the client's teacher. */
export async function newSession(client: HttpClient, name = 'Séance') {
  const response = await client.post('/api/sessions', { name });
  if (response.status !== 201) throw new Error(`session: ${response.status} ${response.text}`);
  return response.json.session as { id: string; code: string; name: string };
}

/** The session's question titles, in order. */
export async function titles(client: HttpClient, sessionId: string): Promise<string[]> {
  return (await client.get(`/api/questions/session/${sessionId}`)).json.questions.map((q: { title: string }) => q.title);
}
