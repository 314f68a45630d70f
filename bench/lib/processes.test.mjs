import { describe, expect, it } from 'vitest';
import { appNodeFlags } from './processes.mjs';

describe('the Node flags the benchmark starts the app with', () => {
  it('are those of npm start', () => {
    expect(appNodeFlags()).toEqual(['--initial-old-space-size=256']);
  });

  it('are read from any start script that runs the built app, and none is an answer too', () => {
    expect(appNodeFlags('npm run build && node --a=1 --b packages/server/dist/main.js')).toEqual(['--a=1', '--b']);
    expect(appNodeFlags('npm run build && node packages/server/dist/main.js')).toEqual([]);
    expect(() => appNodeFlags('node server.js')).toThrow(/does not run packages\/server\/dist\/main.js/);
  });
});
