/**
 * Several app processes behind a load balancer share socket.io rooms through Redis
 * (REDIS_URL). The streams adapter keeps a short history in a Redis stream, so a brief
 * Redis outage delays broadcasts instead of losing them; the client reconnects by itself.
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

export async function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<RedisClient> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3_000) },
  });
  // Unhandled, a lost connection would crash the process; the client retries on its own.
  let warned = false;
  client.on('error', (error) => {
    if (!warned) log.warn({ err: error }, 'redis unavailable, retrying');
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  await client.connect();
  return client;
}

export function redisAdapter(client: RedisClient) {
  return createAdapter(client, { streamName: 'ciar:socket.io' });
}
