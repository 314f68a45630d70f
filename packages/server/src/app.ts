/**
 * buildApp(deps): the whole server as a Fastify instance, without listening. main.ts
 * listens on the configured port; tests listen on port 0 with an in-memory database.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import * as z from 'zod';
import { fr } from 'zod/locales';
import type { Config } from './config';
import { AppError } from './domain/app-error';
import { authRoutes } from './http/auth-routes';
import { installErrorHandler } from './http/errors';
import { healthRoutes } from './http/health-routes';
import { questionRoutes } from './http/question-routes';
import { sessionRoutes } from './http/session-routes';
import { webRoutes } from './http/web-routes';
import { createRealtime } from './realtime/io';
import type { Database } from './storage/db';

// Validation messages that no schema words itself come out in French too.
z.config(fr());

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'trustProxy' | 'allowedOrigins' | 'authRateLimit' | 'webDist' | 'logLevel'>;
  /** Pino options or false; tests pass false. */
  logger?: boolean | { level: string };
}

export interface App {
  app: FastifyInstance;
  io: Server;
}

/** Never log secrets: cookies, authorisation headers, passwords or tokens. */
const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

export async function buildApp({ database, config, logger }: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      logger === false ? false : { level: config.logLevel, redact: REDACT, ...(typeof logger === 'object' ? logger : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Open keep-alive connections must not hold a shutdown back.
    forceCloseConnections: 'idle',
  });
  installErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app is served over plain HTTP on a LAN as often as over HTTPS.
    hsts: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate-limited'),
  });

  const db = database.db;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { db, rateLimit: config.authRateLimit });
      await api.register(sessionRoutes, { db });
      await api.register(questionRoutes, { db });
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes, { webDist: config.webDist });

  const io = createRealtime(app, { allowedOrigins: config.allowedOrigins });
  return { app, io };
}
