/**
 * What a client gets before any route runs: a French `{ error, code }` for the HTTP parser's own
 * refusals (a bad Content-Length or chunk size, headers too large, too slow), and bounded waits,
 * so a client that stops sending cannot hold a connection open.
 */
import { ERRORS, type ErrorCode } from '@ciar/shared/errors';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { body } from './errors';

/** Time allowed to send all the headers of a request. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Silence allowed in the middle of a body: a stalled upload is dropped after this. */
export const BODY_IDLE_TIMEOUT_MS = 8_000;
/** A whole request, 5 MB on a slow school uplink included. */
const REQUEST_TIMEOUT_MS = 120_000;

function rawError(socket: Socket, code: ErrorCode): void {
  if (socket.writable) {
    const json = JSON.stringify(body(code));
    const status = ERRORS[code].status;
    socket.write(
      `HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, in the app's own words. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return rawError(socket, 'request-timeout');
  if (error.code === 'HPE_HEADER_OVERFLOW') return rawError(socket, 'headers-too-large');
  rawError(socket, 'bad-request');
}

export const CONNECTION_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  // Node checks the two time-outs above every connectionsCheckingInterval (30 s by default).
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'requestTimeout' | 'clientErrorHandler'> & { http: object };

/**
 * While a body is on its way, a silence of BODY_IDLE_TIMEOUT_MS ends the request with a 408;
 * once it has arrived, the route may take its time (a database that hangs has its own limits).
 */
export function dropStalledBodies(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.complete) return done();
    const socket = raw.socket;
    const onTimeout = () => rawError(socket, 'request-timeout');
    const forget = () => socket.removeListener('timeout', onTimeout);
    socket.setTimeout(BODY_IDLE_TIMEOUT_MS);
    // Before Node's own listener, which would destroy the socket without a word.
    socket.prependOnceListener('timeout', onTimeout);
    raw.once('end', () => {
      socket.setTimeout(0);
      forget();
    });
    // Answered without reading the body (a 415, a 401): Node's keep-alive timer takes over.
    reply.raw.once('close', forget);
    done();
  });
}

/** How often, while the server closes, connections whose last response has gone are closed. */
const SHUTDOWN_SWEEP_MS = 100;

/**
 * `forceCloseConnections: 'idle'` closes the keep-alive connections that are idle when the
 * server starts closing. One with a response still on its way is left open once that response
 * is sent, and the close then waits for the client to drop it: with Fastify's 72 s keep-alive,
 * a restart held up that long, and a test's teardown timed out under load. While the server
 * closes, such connections are closed as soon as their response is sent.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SHUTDOWN_SWEEP_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}
