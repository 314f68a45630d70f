/**
 * A full garbage collection in a server process, through its inspector (the process is
 * started with --inspect on a random local port). Memory per student is the difference of
 * two resident sizes; without collecting first, garbage left by start-up or by the joins
 * themselves weighs more than the students and the difference can even be negative.
 */
import WebSocket from 'ws';

const INSPECTOR_LINE = /Debugger listening on (ws:\/\/\S+)/;

export function inspectorUrl(output) {
  return INSPECTOR_LINE.exec(output)?.[1] ?? null;
}

export function collectGarbage(url, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no garbage collection within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).id !== 1) return;
      clearTimeout(timer);
      socket.close();
      resolve();
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
