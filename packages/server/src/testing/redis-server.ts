/**
 * A Redis of the test's own, for outage tests: `redis-server` on a free port, nothing saved to
 * disk. `stop()` kills it (SIGKILL, like a crash), `start()` brings a fresh, empty one back on
 * the same port. The shared Redis on 6379 is never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './processes';

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface OwnRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export async function ownRedis({ started = true }: { started?: boolean } = {}): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await answersPing(port))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  if (started) await redis.start();
  return redis;
}
