/**
 * The one HTTP client of the app (docs/product.md#http-api): JSON in and out under /api, cookies included.
 * A non-OK answer becomes an ApiError carrying the server's French message, or the
 * spec's fallbacks 'Erreur HTTP: {status}' and 'Erreur de connexion'.
 */
import { MSG } from '@ciar/shared/messages';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the student token (x-student-token) that students prove themselves with. */
  headers?: Record<string, string>;
}

async function send(method: Method, path: string, { body, signal, headers }: RequestOptions = {}): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  try {
    return await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      // The page's Referrer-Policy is no-referrer, under which browsers send `Origin: null` with
      // writes; the server refuses cookie-carrying writes that do not name the app's origin.
      referrerPolicy: 'same-origin',
      headers: { ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MSG.connectionError, 0, 'network', null);
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
      ? body.error
      : MSG.httpError(response.status);
  const code = body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null;
  return new ApiError(message, response.status, code, body);
}

export async function apiRequest<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
  const response = await send(method, path, options);
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file download (export, template): the blob and the server's file name. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send('GET', path);
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const filename = match ? decodeURIComponent(match[1] ?? match[2] ?? '') : null;
  return { blob: await response.blob(), filename };
}

/** The message to show for any failure, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}
