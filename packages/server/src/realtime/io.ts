/**
 * socket.io on the app's own HTTP server, websocket transport only. The handshake refuses
 * browsers from another origin, so a foreign page cannot use a teacher's cookie here, and
 * reads the login cookie once: teacher events then check ownership per session.
 */
import { ERRORS } from '@ciar/shared/errors';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { ClientToServerEvents, ServerToClientEvents } from '@ciar/shared/events';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { teacherIdForToken } from '../domain/auth-sessions';
import { hashToken } from '../domain/tokens';
import { clientAddress, clientProtocol, type TrustFunction } from '../http/client-address';
import { isOwnOrigin } from '../http/same-origin';
import { SESSION_COOKIE } from '../http/teacher-session';
import type { Answers } from '../domain/answers';
import type { Db } from '../storage/db';
import { createStudentSnapshots } from '../domain/live-state';
import { registerHandlers, type SocketData } from './handlers';
import { createCodeGuesses } from './code-guesses';
import { createUnjoinedSockets, Memberships } from './unjoined-sockets';
import { createSessionDirectory } from '../domain/session-directory';
import { createLiveEvents, type LiveEvents } from './live-events';
import { redisAdapter, type RedisClient } from './redis';
import { rooms } from './rooms';
import type { Budget } from '../rate-limits';

export interface RealtimeOptions {
  allowedOrigins: string[];
  /** Which proxies' X-Forwarded-For to believe, as for HTTP requests (TRUST_PROXY). */
  trust: TrustFunction;
  /** Unknown session codes a client address may try per minute (JOIN_RATE_LIMIT, as on REST). */
  codeGuesses: Budget;
  db: Db;
  answers: Answers;
  statsIntervalMs?: number;
  unjoinedSocketsPerAddress?: number | undefined;
  /** Set when several processes share rooms through Redis. */
  redis?: RedisClient;
}

export type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Same origin as the page (scheme, host and port), or explicitly allowed. */
export function isOriginAllowed(req: IncomingMessage, allowedOrigins: string[], trust: TrustFunction): boolean {
  const origin = req.headers.origin;
  // Non-browser clients (tests, the benchmark, native apps) send no Origin, and carry no
  // cookie that a foreign site could abuse.
  if (!origin) return true;
  return isOwnOrigin(origin, { host: req.headers.host, protocol: clientProtocol(req, trust) }, allowedOrigins);
}

export function createRealtime(app: FastifyInstance, options: RealtimeOptions): { io: Io; live: LiveEvents } {
  const io: Io = new Server(app.server, {
    transports: ['websocket'],
    perMessageDeflate: false,
    // The largest legitimate message is an open answer; anything far bigger is refused and
    // its connection closed.
    maxHttpBufferSize: 64 * 1024,
    serveClient: false,
    allowRequest: (req, callback) => callback(null, isOriginAllowed(req, options.allowedOrigins, options.trust)),
    ...(options.redis ? { adapter: redisAdapter(options.redis) } : {}),
  });
  const live = createLiveEvents(io, options.db, { statsIntervalMs: options.statsIntervalMs });
  const sessionsByCode = createSessionDirectory(options.db);
  const snapshots = createStudentSnapshots(options.db);
  const codeGuesses = createCodeGuesses(options.codeGuesses, { db: options.db, sessionsByCode });
  const unjoined = createUnjoinedSockets(options.unjoinedSocketsPerAddress);

  io.use((socket, next) => {
    socket.data.teacherId = null;
    const address = clientAddress(socket.request, options.trust);
    socket.data.clientAddress = address;
    if (!unjoined.admit(address)) return next(new Error(ERRORS['too-many-connections'].message));
    let counted = true;
    const release = () => {
      if (counted) unjoined.release(address);
      counted = false;
    };
    socket.data.joined = new Memberships(release);
    socket.conn.once('close', release);
    const { cookie } = socket.handshake.headers;
    const token = cookie ? fastifyCookie.parse(cookie)[SESSION_COOKIE] : undefined;
    // A student's socket carries no login: nothing to wait for (a lecture hall opens thousands).
    if (!token || token.length > 200) return next();
    teacherIdForToken(options.db, token)
      .then(async (teacherId) => {
        socket.data.teacherId = teacherId;
        if (teacherId) await socket.join(rooms.login(hashToken(token)));
        next();
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'socket handshake failed');
        release();
        next(new Error('Le service est momentanément indisponible.'));
      });
  });

  io.on('connection', (socket) => {
    registerHandlers(socket, {
      db: options.db,
      answers: options.answers,
      live,
      codeGuesses,
      sessionsByCode,
      snapshots,
      log: app.log,
    });
  });

  // Open websockets would keep the HTTP server from closing: end them first on shutdown.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    live.stop();
    io.engine.close();
  });
  return { io, live };
}
