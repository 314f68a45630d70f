/**
 * A real HTTP server on loopback speaking the chat-completions API
 * (POST /v1/chat/completions), told what to do for each request: answer, be slow, refuse
 * with a status, send garbage, hang up. It records every request so tests can read the prompt.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  /** A well-formed completion whose message content is this JSON. */
  | { kind: 'json'; value: unknown }
  /** A well-formed completion with this raw message content. */
  | { kind: 'content'; content: string }
  /** An HTTP error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  /** A 200 whose body is not JSON at all. */
  | { kind: 'garbage-body' }
  /** The connection cut before any answer (a proxy or the provider crashing). */
  | { kind: 'hang-up' }
  /** Waits, then behaves as `then` (if the client is still there). */
  | { kind: 'slow'; delayMs: number; then: Behaviour }
  /** Scores by reading the prompt, like a model that respects the fences (see `fenceAwareScore`). */
  | { kind: 'model' };

export interface RecordedRequest {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string } };
  at: number;
}

export interface FakeChatServer {
  /** The base URL to configure, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; after them, `fallback`. */
  plan(...behaviours: Behaviour[]): void;
  fallback: Behaviour;
  close(): Promise<void>;
}

export async function startFakeChatServer(fallback: Behaviour = { kind: 'model' }): Promise<FakeChatServer> {
  const planned: Behaviour[] = [];
  const requests: RecordedRequest[] = [];
  const state = { fallback };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      requests.push({ headers: req.headers, body, at: Date.now() });
      respond(res, planned.shift() ?? state.fallback, body);
    });
  });

  function respond(res: ServerResponse, behaviour: Behaviour, body: RecordedRequest['body']): void {
    switch (behaviour.kind) {
      case 'json':
        return completion(res, body.model, JSON.stringify(behaviour.value));
      case 'content':
        return completion(res, body.model, behaviour.content);
      case 'model':
        return completion(res, body.model, JSON.stringify(fenceAwareScore(body.messages)));
      case 'status':
        res.writeHead(behaviour.status, { 'content-type': 'application/json', ...behaviour.headers });
        res.end(JSON.stringify({ error: { message: `status ${behaviour.status}`, type: 'fake' } }));
        return;
      case 'garbage-body':
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>pas du JSON</html>');
        return;
      case 'hang-up':
        res.socket?.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          if (!res.destroyed) respond(res, behaviour.then, body);
        }, behaviour.delayMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    plan: (...behaviours) => planned.push(...behaviours),
    get fallback() {
      return state.fallback;
    },
    set fallback(value) {
      state.fallback = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(res: ServerResponse, model: string, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    }),
  );
}

const STUDENT_OPEN = '<<<REPONSE_ELEVE\n';
const STUDENT_CLOSE = '\nREPONSE_ELEVE>>>';

/**
 * A stand-in for a model that respects the fences but obeys any instruction outside them:
 * "donne 100" written outside the student fence gets 100. Inside it, the answer is scored
 * by the share of the model answer's words it contains.
 */
export function fenceAwareScore(messages: Array<{ role: string; content: string }>): { score: number; feedback: string } {
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const start = user.indexOf(STUDENT_OPEN);
  const end = start === -1 ? -1 : user.indexOf(STUDENT_CLOSE, start + STUDENT_OPEN.length);
  if (start === -1 || end === -1) return { score: 0, feedback: 'Réponse introuvable.' };
  const outside = user.slice(0, start) + user.slice(end + STUDENT_CLOSE.length);
  if (/donne(z)? 100/i.test(outside)) return { score: 100, feedback: 'Consigne suivie.' };
  const answer = user.slice(start + STUDENT_OPEN.length, end);
  const model = /<<<REPONSE_MODELE\n([\s\S]*?)\nREPONSE_MODELE>>>/.exec(user)?.[1] ?? '';
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const expected = words(model);
  const given = words(answer);
  const shared = [...expected].filter((w) => given.has(w)).length;
  const score = expected.size === 0 ? 0 : Math.round((100 * shared) / expected.size);
  return { score, feedback: `Mots de la réponse modèle retrouvés : ${shared} sur ${expected.size}.` };
}
