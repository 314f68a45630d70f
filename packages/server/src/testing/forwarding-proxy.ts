/**
 * A reverse proxy on loopback that does what the nginx of docs/operations.md#several-nodes does: passes requests and
 * websocket upgrades on to the app, and appends the address it saw to `X-Forwarded-For`
 * (`$proxy_add_x_forwarded_for`), keeping whatever the client wrote there before. A test
 * behind it sends forged `X-Forwarded-For` headers exactly as an attacker behind nginx would.
 * Clients pick their own loopback address (127.0.0.2, 127.0.0.3…) to be different clients.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { freePort } from './processes';

export interface ForwardingProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** `proto` is the scheme the proxy says its client used: 'https' plays a proxy that ends TLS. */
export async function startForwardingProxy(target: { host: string; port: number }, { proto = 'http' }: { proto?: 'http' | 'https' } = {}): Promise<ForwardingProxy> {
  const forwardedHeaders = (headers: IncomingHttpHeaders, peer: string | undefined): IncomingHttpHeaders => {
    const previous = headers['x-forwarded-for'];
    const sent = Array.isArray(previous) ? previous.join(', ') : previous;
    return { ...headers, 'x-forwarded-for': sent ? `${sent}, ${peer}` : peer, 'x-forwarded-proto': proto };
  };
  const port = await freePort();
  const tunnels = new Set<{ destroy(): void }>();
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming.headers, incoming.socket.remoteAddress),
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  // Websockets: the handshake is rewritten like any request, then bytes flow both ways.
  server.on('upgrade', (incoming, clientSocket, head) => {
    const upstream = connect(target.port, target.host, () => {
      const headers = forwardedHeaders(incoming.headers, incoming.socket.remoteAddress);
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(clientSocket);
      clientSocket.pipe(upstream);
    });
    tunnels.add(upstream).add(clientSocket);
    upstream.on('error', () => clientSocket.destroy());
    clientSocket.on('error', () => upstream.destroy());
    upstream.on('close', () => clientSocket.destroy());
    clientSocket.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
