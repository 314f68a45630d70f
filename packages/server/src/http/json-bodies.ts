/**
 * Request bodies: JSON in UTF-8 only. Fastify would also read text/plain, which a page on any
 * site can send without a preflight, and ignores the charset, so latin-1 bytes were stored as
 * '�'. Here JSON is decoded strictly (invalid UTF-8 is a 400), any other charset is a 415, and
 * text/plain has no parser, so it gets the French 415 like any other type. A lone surrogate
 * escaped in valid JSON (`"\ud800"`) is refused too (domain/validate.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/app-error';
import { hasInvalidText } from '../domain/validate';

const UTF8 = /^"?utf-?8"?$/i;

function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*([^;]*)/i.exec(contentType ?? '');
  return match ? match[1]!.trim() : null;
}

export function acceptUtf8JsonOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== null && !UTF8.test(charset)) return done(new AppError('unsupported-charset'), undefined);
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      return done(new AppError('invalid-json'), undefined);
    }
    parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (error) return done(error, undefined);
      if (hasInvalidText(parsed)) return done(new AppError('invalid-text'), undefined);
      done(null, parsed);
    });
  });
}
