import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { addSecurityHeaders, SECURITY_OPTIONS, securityHeaders } from './security-headers';

/** What helmet itself puts on a real Node response with the app's options. */
async function helmetOnARealResponse(): Promise<Record<string, string>> {
  const server = createServer((request, response) => {
    helmet(SECURITY_OPTIONS)(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, string> = {};
    for (const [name, value] of answer.headers) if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
    return headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('are the ones helmet sets, worked out once', async () => {
    expect(Object.fromEntries(securityHeaders(SECURITY_OPTIONS))).toEqual(await helmetOnARealResponse());
    expect(Object.fromEntries(securityHeaders(SECURITY_OPTIONS))['content-security-policy']).toContain("script-src 'self'");
  });

  it('are on every response, and a route can still take one off', async () => {
    addSecurityHeaders(app);
    app.get('/json', async () => ({ ok: true }));
    app.get('/asset', (_request, reply) => {
      (reply.raw as ServerResponse).removeHeader('content-security-policy');
      return reply.send('x');
    });
    const json = await app.inject('/json');
    expect(json.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['x-powered-by']).toBeUndefined();
    const missing = await app.inject('/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await app.inject('/asset');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});
