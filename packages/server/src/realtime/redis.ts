/**
 * Several app processes behind a load balancer share socket.io rooms through Redis
 * (REDIS_URL). The streams adapter keeps a short history in a Redis stream, so a brief
 * Redis outage delays other processes' broadcasts instead of losing them.
 *
 * A process starts only once Redis answers (main.ts waits a few seconds, then stops with a
 * French line): a process serving alone would split a class between processes without anyone
 * noticing (decision 261). Once started, Redis is no longer a single point of failure: while
 * Redis is away the process's own clients still get every event at once; the other processes'
 * clients get them when Redis returns (the commands wait in node-redis's offline queue), or
 * from the database snapshot when they reconnect.
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Adapter, MessageType, type BroadcastOptions } from 'socket.io-adapter';

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisLog {
  error(message: string): void;
  warn(message: string): void;
}

/** Starts connecting and returns at once: the app serves meanwhile, and whenever Redis is away. */
export function connectRedis(url: string, log: RedisLog): RedisClient {
  const client = createClient({
    url,
    socket: { connectTimeout: 3_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3_000) },
  });
  let shared = false;
  let warned = false;
  // Unhandled, a lost connection would crash the process; the client retries on its own.
  client.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    // The message names the host and port, never the URL's password.
    log.error(
      shared
        ? `Redis unavailable (${error.message}): other processes no longer hear this one (its own clients are still served), rate limits counted per process. Retrying.`
        : `Redis unreachable (${error.message}): running as ONE PROCESS, rooms and rate limits not shared with other processes, until Redis answers. Retrying.`,
    );
  });
  client.on('ready', () => {
    if (warned) log.warn('Redis reachable: rooms and rate limits shared with the other processes again.');
    shared = true;
    warned = false;
  });
  client.connect().catch(() => undefined);
  return client;
}

/** Resolves true once the client is ready, false if it is not within `ms`. */
export function redisReady(client: RedisClient, ms: number): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', ready);
      resolve(false);
    }, ms);
    const ready = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', ready);
  });
}

export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isReady) await client.quit().catch(() => undefined);
  else await client.disconnect().catch(() => undefined);
}

function encodeOptions(opts: BroadcastOptions) {
  return { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags ?? {} };
}

/**
 * The streams adapter, with local delivery first. As published, a broadcast (and a
 * disconnectSockets) waited for the Redis write before reaching this process's own clients,
 * so a Redis outage silenced every live event, even for students on the teacher's process.
 */
export function redisAdapter(client: RedisClient) {
  const make = createAdapter(client, { streamName: 'ciar:socket.io' });
  return function (nsp: Parameters<typeof make>[0]) {
    const adapter = make(nsp);
    const local = Adapter.prototype;
    // ClusterAdapter's own fire-and-forget publish (protected in its types).
    const publish = (message: { type: MessageType; data: unknown }) => (adapter as unknown as { publish(m: typeof message): void }).publish(message);
    adapter.broadcast = async (packet, opts) => {
      local.broadcast.call(adapter, packet, opts);
      if (!opts.flags?.local) publish({ type: MessageType.BROADCAST, data: { packet, opts: encodeOptions(opts) } });
    };
    adapter.disconnectSockets = async (opts, close) => {
      local.disconnectSockets.call(adapter, opts, close);
      if (!opts.flags?.local) publish({ type: MessageType.DISCONNECT_SOCKETS, data: { opts: encodeOptions(opts), close } });
    };
    return adapter;
  };
}
