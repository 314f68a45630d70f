/**
 * A TCP proxy on loopback, for simulating network and database outages without touching the
 * real server:
 * - `stop()` closes the listener and cuts every connection (clients then get ECONNREFUSED,
 *   like a database that went away), `start()` listens again on the same port;
 * - `freeze()` keeps every connection open but forwards nothing either way, and accepts new
 *   connections without passing them on (a network partition, a frozen server: nothing is
 *   refused, nothing answers); `thaw()` heals it like TCP would: what was sent meanwhile
 *   arrives, connections accepted meanwhile reach the server, and a side that closed its end
 *   meanwhile is closed on the other side after its last bytes.
 * Freezing and stopping are independent: `stop()` also drops what a freeze held.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './processes';

export interface TcpProxy {
  port: number;
  /** Connections cut by `stop()`, for the test to prove the outage was real. */
  readonly cut: number;
  /** Bytes held back by `freeze()` so far, for the test to prove the frozen side was asked something. */
  readonly held: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/** One proxied connection: the client's side, and the server's once it is dialled. */
interface Link {
  client: Socket;
  upstream: Socket | null;
  /** Bytes a freeze holds back, towards the server and towards the client. */
  up: Buffer[];
  down: Buffer[];
  /** A side closed its end during a freeze: the other side learns it at the thaw. */
  closed: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const links = new Set<Link>();
  let server: Server | null = null;
  let frozen = false;
  let cut = 0;
  let held = 0;

  function forward(from: Socket, to: Socket, chunk: Buffer): void {
    if (!to.write(chunk)) {
      from.pause();
      to.once('drain', () => from.resume());
    }
  }

  function drop(link: Link): void {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  }

  /** Closed on one side: the other follows, at once or when the freeze ends. */
  function closed(link: Link): void {
    if (frozen) link.closed = true;
    else drop(link);
  }

  function dial(link: Link): void {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (frozen) {
        link.down.push(chunk);
        held += chunk.length;
      } else forward(upstream, link.client, chunk);
    });
    upstream.on('error', () => closed(link)).on('close', () => closed(link));
    // Written before the connection is made, Node sends it once it is.
    for (const chunk of link.up.splice(0)) upstream.write(chunk);
  }

  function accept(client: Socket): void {
    const link: Link = { client, upstream: null, up: [], down: [], closed: false };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (frozen || !link.upstream) {
        link.up.push(chunk);
        held += chunk.length;
      } else forward(client, link.upstream, chunk);
    });
    client.on('error', () => closed(link)).on('close', () => closed(link));
    if (!frozen) dial(link);
  }

  function thaw(): void {
    if (!frozen) return;
    frozen = false;
    for (const link of links) {
      // Never reached the server, and given up on: as if it had never been tried.
      if (link.closed && !link.upstream) {
        drop(link);
        continue;
      }
      if (!link.upstream) dial(link);
      const upstream = link.upstream!;
      for (const [chunks, to] of [[link.up, upstream], [link.down, link.client]] as const) {
        for (const chunk of chunks.splice(0)) if (!to.destroyed) to.write(chunk);
      }
      if (link.closed) {
        // The side that left: its last bytes arrive, then its end.
        upstream.end();
        link.client.end();
      }
    }
  }

  function listen(): Promise<void> {
    const listening = createServer(accept);
    server = listening;
    return new Promise((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async function stop(): Promise<void> {
    const listening = server;
    server = null;
    if (!listening) return;
    const closing = new Promise<void>((resolve) => listening.close(() => resolve()));
    for (const link of links) cut += link.upstream ? 2 : 1;
    for (const link of [...links]) drop(link);
    await closing;
  }

  await listen();
  return {
    port,
    get cut() {
      return cut;
    },
    get held() {
      return held;
    },
    start: () => (server ? Promise.resolve() : listen()),
    stop,
    freeze: () => {
      frozen = true;
    },
    thaw,
    close: stop,
  };
}

/** A proxy in front of the server of a database URL, and the same URL through the proxy. */
export async function proxyInFrontOf(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughProxy = new URL(direct);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  return { proxy, url: throughProxy.toString() };
}
