/**
 * One error contract for every route: `{ error, code }` with a French message.
 * Bad input is always a 4xx; a 500 is logged and says nothing about internals.
 */
import { ERRORS, type ErrorBody, type ErrorCode } from '@ciar/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isAppError } from '../domain/app-error';
import { isDatabaseDown } from '../domain/db-errors';

/** Fastify's own failures on the way in (parsing, size, content type) and what they mean. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid-body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported-media-type',
  FST_ERR_VALIDATION: 'invalid-body',
};

export function body(code: ErrorCode, message?: string): ErrorBody {
  return { error: message ?? ERRORS[code].message, code };
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, before any route or hook runs — a
 * path with malformed percent-encoding, or a parameter longer than any id. Without it they
 * answer in English and echo the path back.
 */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  reply.status(ERRORS['invalid-url'].status).send(body('invalid-url'));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.status).send({ error: error.message, code: error.code });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(ERRORS[mapped].status).send(body(mapped));
    // JSON syntax errors and prototype-poisoning refusals come out of the parser as 400s.
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(body('invalid-json'));
    }
    if (error.statusCode === 429) return reply.status(429).send(body('rate-limited'));
    if (error.statusCode === 413) return reply.status(413).send(body('payload-too-large'));
    if (error.statusCode === 415) return reply.status(415).send(body('unsupported-media-type'));
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(body('database-unavailable'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('invalid-body'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body('internal'));
  });
}
