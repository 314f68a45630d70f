/** A real server for integration tests: the whole app on port 0 over a real database. */
import type { AddressInfo } from 'node:net';
import { buildApp, type App, type AppDeps } from '../app';
import type { Database } from '../storage/db';

export interface TestApp extends App {
  database: Database;
  url: string;
  close(): Promise<void>;
}

export async function startTestApp(
  database: Database,
  config: Partial<AppDeps['config']> = {},
  statsIntervalMs = 50,
  /** Other dependencies, e.g. an evaluator written by the test. */
  deps: Partial<Pick<AppDeps, 'evaluator' | 'unjoinedSocketsPerAddress'>> = {},
): Promise<TestApp> {
  const built = await buildApp({
    ...deps,
    database,
    logger: false,
    statsIntervalMs,
    config: {
      trustProxy: false,
      allowedOrigins: [],
      authRateLimit: 1_000,
      joinRateLimit: 10_000,
      arrivalsPer10s: 10_000,
      webDist: null,
      logLevel: 'silent',
      ...config,
    },
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    ...built,
    database,
    url: `http://127.0.0.1:${port}`,
    close: () => built.app.close(),
  };
}

/** A fetch client that keeps cookies, like a browser, for one simulated user. */
export function httpClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // Like a browser on the app's own page: cookie-carrying writes must name the app's origin.
    const init: RequestInit = { method, headers: { origin: baseUrl, ...headers } };
    if (cookies.size) {
      (init.headers as Record<string, string>).cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (body !== undefined) {
      if (typeof body === 'string') init.body = body;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
    }
    const response = await fetch(`${baseUrl}${path}`, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }
  return {
    baseUrl,
    cookies,
    request,
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    patch: (path: string, body?: unknown) => request('PATCH', path, body),
    del: (path: string) => request('DELETE', path),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

let counter = 0;
/** Registers a fresh teacher and returns a logged-in client. */
export async function registeredTeacher(baseUrl: string, name = 'Marie Curie') {
  const client = httpClient(baseUrl);
  const email = `prof${Date.now()}${counter++}@ecole.fr`;
  const response = await client.post('/api/auth/teacher/register', { name, email, password: 'motdepasse' });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { client, teacher: response.json.teacher as { id: string; name: string; email: string }, email };
}
