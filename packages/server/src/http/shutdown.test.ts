/**
 * Closing the server (a restart, a test's teardown) does not wait on clients: a request in
 * flight gets its answer, then the server closes that connection instead of keeping it alive
 * for the client to drop (decision 202).
 */
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { startTestApp } from '../testing/test-app';

describe('closing the server', () => {
  it('answers a request in flight, then closes its keep-alive connection', async () => {
    const database = await testDatabases[0]!.open();
    const server = await startTestApp(database);
    try {
      const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      const body = JSON.stringify({ code: 'ZZZZZZ', studentName: 'Ada Lovelace' });
      // The headers and half the body: the request has begun when the server starts closing.
      const begun = once(server.app.server, 'request');
      socket.write(`POST /api/sessions/join HTTP/1.1\r\nHost: ecole\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
      await begun;
      const closed = server.close();
      socket.write(body.slice(10));
      // Kept alive, the connection would stay open until the client dropped it (72 s), and
      // the close with it.
      await once(socket, 'close');
      expect(received).toMatch(/^HTTP\/1\.1 404 /);
      expect(received).toContain('"code":"session-not-found"');
      await closed;
    } finally {
      await database.close();
    }
  });
});
