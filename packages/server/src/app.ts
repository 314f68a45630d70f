/**
 * buildApp(deps): the whole server as a Fastify instance, without listening. main.ts
 * listens on the configured port; tests listen on port 0 with an in-memory database.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import * as z from 'zod';
import { fr } from 'zod/locales';
import type { Config } from './config';
import { evaluationRoutes } from './evaluation/evaluation-routes';
import { createGroupsCache } from './evaluation/groups-cache';
import { createGroupsWarmer, GROUPS_MADE_AHEAD_FROM } from './evaluation/groups-warmer';
import { listedAnswers } from './evaluation/listed-answers';
import type { Evaluator } from './evaluation/evaluator';
import { DEFAULT_EVALUATION_CONFIG, selectEvaluator } from './evaluation/select-provider';
import { setUpEvaluation, type EvaluationRuntime } from './evaluation/setup';
import { answerRoutes } from './http/answer-routes';
import { authRoutes } from './http/auth-routes';
import { trustFunction } from './http/client-address';
import { CONNECTION_OPTIONS, closeConnectionsOnShutdown, dropStalledBodies } from './http/connection-limits';
import { acceptUtf8JsonOnly } from './http/json-bodies';
import { requireSameOriginWrites } from './http/same-origin';
import { addSecurityHeaders } from './http/security-headers';
import { frameworkErrors, installErrorHandler } from './http/errors';
import { healthRoutes } from './http/health-routes';
import { imageRoutes } from './http/image-routes';
import { questionRoutes } from './http/question-routes';
import { rejoinRoutes } from './http/rejoin-routes';
import { resultsRoutes } from './http/results-routes';
import { sessionRoutes } from './http/session-routes';
import { studentRoutes } from './http/student-routes';
import { webRoutes } from './http/web-routes';
import { serializeError } from './log-errors';
import { createMetrics } from './metrics/metrics';
import { metricsRoute } from './metrics/metrics-route';
import { pendingEvaluations } from './metrics/pending-evaluations';
import { serializeRequest } from './log-requests';
import { createAnswers } from './domain/answers';
import { createRateLimits } from './rate-limits';
import { createRealtime, type Io } from './realtime/io';
import type { LiveEvents } from './realtime/live-events';
import type { RedisClient } from './realtime/redis';
import { createAnswerWriter, type AnswerWriter } from './storage/answer-writer';
import type { Database } from './storage/db';

// Validation messages that no schema words itself come out in French too.
z.config(fr());

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'trustProxy' | 'allowedOrigins' | 'authRateLimit' | 'joinRateLimit' | 'webDist' | 'logLevel'> &
    Partial<Pick<Config, 'evaluation' | 'metricsToken' | 'arrivalsPer10s'>>;
  /** How often teachers get fresh live statistics; tests shorten it. */
  statsIntervalMs?: number;
  /** Open sockets per address that have not joined (realtime/unjoined-sockets.ts); tests lower it. */
  unjoinedSocketsPerAddress?: number;
  /** Pino options or false; tests pass false, or a stream to read what is logged. */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** Scores open answers; by default the one config.evaluation names (built-in French evaluator). */
  evaluator?: Evaluator;
  /** A connected Redis client when several processes share socket.io rooms (REDIS_URL). */
  redis?: RedisClient;
}

export interface App {
  app: FastifyInstance;
  io: Io;
  live: LiveEvents;
  writer: AnswerWriter;
  evaluation: EvaluationRuntime;
}

/** The levels at which every request is logged as it comes and as it is answered. */
const ACCESS_LOG_LEVELS = new Set(['debug', 'trace']);

/** Never log secrets: cookies, authorisation headers, passwords or tokens (nor, see log-errors.ts, a failed query's values). */
const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-student-token"]', 'res.headers["set-cookie"]'];

export async function buildApp({ database, config, logger, statsIntervalMs, unjoinedSocketsPerAddress, redis, evaluator }: AppDeps): Promise<App> {
  const evaluationConfig = config.evaluation ?? DEFAULT_EVALUATION_CONFIG;
  // Chosen first: a misconfigured provider stops the start before anything is opened.
  const chosenEvaluator = evaluator ?? selectEvaluator(evaluationConfig);
  const trust = trustFunction(config.trustProxy);
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.logLevel, redact: REDACT, serializers: { err: serializeError, req: serializeRequest }, ...(typeof logger === 'object' ? logger : {}) },
    // One trust rule for requests and sockets (http/client-address.ts).
    // The access log (two lines per request) is for debugging: at the default level it would
    // be 10,000 lines for a lecture hall's join, a tenth of its CPU. Errors are logged anyway.
    logController: new LogController({ disableRequestLogging: !ACCESS_LOG_LEVELS.has(config.logLevel) }),
    trustProxy: config.trustProxy === false ? false : trust,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Open keep-alive connections must not hold a shutdown back.
    forceCloseConnections: 'idle',
    ...CONNECTION_OPTIONS,
  });
  installErrorHandler(app);
  acceptUtf8JsonOnly(app);
  dropStalledBodies(app);
  closeConnectionsOnShutdown(app);

  addSecurityHeaders(app);
  await app.register(fastifyCookie);
  requireSameOriginWrites(app, config.allowedOrigins);

  const db = database.db;
  // In Redis when there is one, so that every process counts the same attempts.
  const limits = createRateLimits({ authRateLimit: config.authRateLimit, joinRateLimit: config.joinRateLimit, arrivalsPer10s: config.arrivalsPer10s, redis });
  const writer = createAnswerWriter(db);
  // Every stored answer, from a socket or from REST: the live screens and the student's other
  // tabs learn it, and an open answer is queued for evaluation.
  const counted = createAnswers(db, writer, {
    onStored: (stored) => {
      live.answerStored(stored);
      if (stored.question.type === 'open_ended') evaluation.queue.notify(stored.sessionId, stored.question.id, stored);
      metrics?.answers.inc();
    },
  });
  // Timed from the answer received to its acknowledgement, whichever way it came.
  const answers: typeof counted = {
    submit: (input) => {
      const stop = metrics?.answerAckSeconds.startTimer();
      return stop ? counted.submit(input).finally(() => stop()) : counted.submit(input);
    },
  };
  const { io, live } = createRealtime(app, {
    allowedOrigins: config.allowedOrigins,
    trust,
    codeGuesses: limits.codeGuesses,
    db,
    answers,
    statsIntervalMs,
    unjoinedSocketsPerAddress,
    redis,
  });
  // Answers queued for writing are stored before the database closes.
  app.addHook('onClose', () => writer.drain());
  // Each question's answer groups, kept, and made once a lecture hall's scores have settled (decision 185).
  const groups = createGroupsCache(chosenEvaluator.clusterAnswers ? { cluster: (texts) => chosenEvaluator.clusterAnswers!(texts) } : {});
  const groupsWarmer = createGroupsWarmer({
    warm: async (questionId) => {
      await writer.quiet();
      const rows = await listedAnswers(db, questionId);
      if (rows.length >= GROUPS_MADE_AHEAD_FROM) await groups.prepare(questionId, rows);
    },
  });
  app.addHook('preClose', async () => groupsWarmer.stop());
  const evaluation = setUpEvaluation(app, {
    db,
    live: {
      answerEvaluated: (sessionId, question, response) => {
        live.answerEvaluated(sessionId, question, response);
        groupsWarmer.touch(question.id);
        if (metrics && response.evaluationTimestamp) {
          metrics.evaluationLagSeconds.observe((Date.parse(response.evaluationTimestamp) - Date.parse(response.timestamp)) / 1000);
        }
      },
    },
    evaluator: chosenEvaluator,
    config: evaluationConfig,
    answersFirst: () => writer.quiet(),
  });
  const metrics = config.metricsToken ? createMetrics({ io, database, pendingEvaluations: () => pendingEvaluations(db) }) : null;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.url === '/api/sessions/join' && reply.statusCode === 200) metrics.joins.inc();
    });
    await app.register(metricsRoute, { metrics, token: config.metricsToken! });
  }
  await app.register(
    async (api) => {
      // Large API bodies (a session's questions, results, statistics) go out compressed; the
      // web app's files are compressed at build time instead (web-routes.ts), never per request.
      await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { db, limits, live });
      await api.register(answerRoutes, { db, answers, live, codeMisses: limits.codeMisses, arrivals: limits.arrivals, rejoinCodes: limits.rejoinCodes });
      await api.register(evaluationRoutes, {
        db,
        service: evaluation.service,
        live,
        groups,
      });
      await api.register(studentRoutes, { db });
      await api.register(rejoinRoutes, { db, live, joinLimit: limits.join, codeMisses: limits.codeMisses });
      await api.register(sessionRoutes, { db, live, codeMisses: limits.codeMisses });
      await api.register(questionRoutes, { db, live, evaluation: evaluation.service });
      await api.register(imageRoutes, { db });
      await api.register(resultsRoutes, { db });
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes, { webDist: config.webDist });

  return { app, io, live, writer, evaluation };
}
