/** Raw HTTP for attacks: any method, headers and body bytes, and the answer read whatever it is. */
export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

export interface RawRequest {
  headers?: Record<string, string>;
  body?: string | Uint8Array | FormData;
}

export async function call(baseUrl: string, method: string, path: string, { headers = {}, body }: RawRequest = {}): Promise<RawResponse> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A JSON body as the web client sends it. */
export function jsonBody(value: unknown, headers: Record<string, string> = {}): RawRequest {
  return { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) };
}

/** A multipart form with one file, as the import modal sends it. */
export function fileBody(content: string | Uint8Array, headers: Record<string, string> = {}, options: { field?: string; filename?: string; type?: string } = {}): RawRequest {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append(options.field ?? 'questionsFile', new Blob([bytes], { type: options.type ?? 'application/json' }), options.filename ?? 'questions.json');
  return { headers, body: form };
}

/** The `{ error, code }` contract: a French sentence for people and a stable code. */
export function isErrorBody(json: unknown): json is { error: string; code: string } {
  if (json === null || typeof json !== 'object') return false;
  const { error, code } = json as { error?: unknown; code?: unknown };
  return typeof error === 'string' && error.length > 0 && typeof code === 'string' && /^[a-z]+(-[a-z]+)*$/.test(code);
}

/** Words a French message has and an English or technical one (a stack, a driver error) has not. */
const FRENCH = /[éèêàçùôîû’«»]|\b(le|la|les|de|des|du|un|une|est|pas|non|aucune?|veuillez|votre|cette|ce|au|aux|doit|contient|invalide|manquant|introuvable|trop)\b/i;
const TECHNICAL = /\bat \S+\.(ts|js):\d+|\bstack\b|\bundefined\b|TypeError|SyntaxError|ECONNREFUSED|violates|relation "|syntax error|FST_ERR/;

export function looksFrench(message: string): boolean {
  return FRENCH.test(message) && !TECHNICAL.test(message);
}
