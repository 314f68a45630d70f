// `npm run dev`: the server (rebuilt and restarted on change) on 5001 and Vite on 3000,
// which proxies /api and /socket.io to it, as in the spec's development setup.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '5001' },
  }),
  spawn('npx', ['vite', '--config', 'packages/web/vite.config.ts', 'packages/web'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
