/**
 * A TCP proxy on loopback, for simulating network and database outages without touching the
 * real server: `stop()` closes the listener and cuts every connection (clients then get
 * ECONNREFUSED, like a database that went away), `start()` listens again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './processes';

export interface TcpProxy {
  port: number;
  /** Connections cut by `stop()` or refused since, for the test to prove the outage was real. */
  readonly cut: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | null = null;
  let cut = 0;

  function listen(): Promise<void> {
    const listening = createServer((client) => {
      const upstream = connect(target.port, target.host);
      open.add(client).add(upstream);
      const forget = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', forget).on('close', forget);
      upstream.on('error', forget).on('close', forget);
      client.pipe(upstream).pipe(client);
    });
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
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
    cut += open.size;
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  }

  await listen();
  return {
    port,
    get cut() {
      return cut;
    },
    start: () => (server ? Promise.resolve() : listen()),
    stop,
    close: stop,
  };
}
