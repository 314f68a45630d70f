/**
 * socket.io on the app's own HTTP server, websocket transport only. The handshake refuses
 * browsers from another origin, so a foreign page cannot use a teacher's cookie here.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';

export interface RealtimeOptions {
  allowedOrigins: string[];
}

/** Same origin as the page (Origin host = Host header), or explicitly allowed. */
export function isOriginAllowed(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  // Non-browser clients (tests, the benchmark, native apps) send no Origin and no cookie a
  // foreign site could abuse.
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createRealtime(app: FastifyInstance, options: RealtimeOptions): Server {
  const io = new Server(app.server, {
    transports: ['websocket'],
    perMessageDeflate: false,
    maxHttpBufferSize: 64 * 1024,
    serveClient: false,
    allowRequest: (req, callback) => callback(null, isOriginAllowed(req, options.allowedOrigins)),
  });
  // Open websockets would keep the HTTP server from closing: end them first on shutdown.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    io.engine.close();
  });
  return io;
}
