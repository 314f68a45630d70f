/**
 * The network boundary of component tests: `fetch` answers from a table of routes, the way
 * the server would, and remembers every call. Everything above fetch is the real code.
 */
import { onTestFinished, vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** Path under /api, query string included. */
  path: string;
  body: unknown;
  /** When the call was made (Date.now()): a delay the app starts once answered is timed from here. */
  at: number;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** A raw answer, e.g. a downloaded file; its type goes in `headers`. */
  text?: string;
  headers?: Record<string, string>;
}

type Handler = FakeReply | ((call: ApiCall) => FakeReply | Promise<FakeReply>);

/**
 * Routes as 'METHOD /path' (path under /api). A handler may be a reply or a function. A path
 * with a query string matches that exact query; without one, any query (the handler reads it).
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const table = new Map(Object.entries(routes));

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    const call = { method, path, body, at: Date.now() };
    calls.push(call);
    const handler = url.pathname.startsWith('/api')
      ? (table.get(`${method} ${path}`) ?? table.get(`${method} ${url.pathname.replace(/^\/api/, '')}`))
      : table.get(`${method} ${url.pathname}`);
    if (!handler) return json(404, { error: 'Cette adresse de l’API n’existe pas.', code: 'route-not-found' });
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply.text !== undefined) return new Response(reply.text, { status: reply.status ?? 200, headers: reply.headers });
    return json(reply.status ?? 200, reply.body ?? { success: true }, reply.headers);
  });

  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });

  return {
    calls,
    /** Replaces or adds a route during the test. */
    on(route: string, handler: Handler) {
      table.set(route, handler);
    },
    /** The calls made to one route. */
    callsTo(route: string): ApiCall[] {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
