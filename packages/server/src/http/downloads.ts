/** Sending a file to save, with a name that survives any character in it (RFC 6266, RFC 5987). */
import type { FastifyReply } from 'fastify';

function asciiFallback(filename: string): string {
  return filename.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
}

/** RFC 5987 value characters: encodeURIComponent leaves a few that are not allowed there. */
function extendedValue(filename: string): string {
  return encodeURIComponent(filename).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `filename*` comes first: browsers prefer it anyway, and a client reading the first name it
 * finds then gets the real one; `filename` is the plain-ASCII fallback for older clients.
 */
export function contentDisposition(filename: string): string {
  return `attachment; filename*=UTF-8''${extendedValue(filename)}; filename="${asciiFallback(filename)}"`;
}

export function sendJsonFile(
  reply: FastifyReply,
  filename: string,
  content: string,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(content);
}
