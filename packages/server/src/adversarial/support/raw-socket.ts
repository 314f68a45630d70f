/**
 * A socket.io client written by hand on a bare WebSocket (the `ws` package engine.io itself
 * uses), to send frames no real client would: garbage, invalid packet types, binary junk,
 * oversized frames. It speaks just enough of the protocol (engine.io v4 open, socket.io
 * CONNECT, EVENT with an ack id) to tell whether the connection still works afterwards.
 */
import WebSocket from 'ws';

export interface RawSocket {
  send(frame: string | Buffer): void;
  /** Frames received after the namespace connect. */
  received: string[];
  /** Resolves with the close code, or 'open' if the connection is still open after `ms`. */
  outcome(ms: number): Promise<number | 'open'>;
  /** Sends an event with an ack id and resolves with the ack's payload, or null after `ms`. */
  ask(event: string, payload: unknown, ms?: number): Promise<unknown>;
  close(): void;
}

let ackIds = 100;

export async function rawSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers });
  const received: string[] = [];
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve((closeCode = code))));
  const listeners = new Set<(frame: string) => void>();
  ws.on('message', (data, isBinary) => {
    const frame = isBinary ? '<binary>' : data.toString();
    // engine.io pings: answered like a real client so the server keeps the connection.
    if (frame === '2') ws.send('3');
    received.push(frame);
    for (const listener of listeners) listener(frame);
  });
  ws.on('error', () => {});
  const connected = new Promise<void>((resolve, reject) => {
    const listener = (frame: string) => {
      if (frame.startsWith('0')) ws.send('40');
      if (frame.startsWith('40')) {
        listeners.delete(listener);
        resolve();
      }
    };
    listeners.add(listener);
    ws.once('close', () => reject(new Error('closed before connecting')));
  });
  await connected;
  received.length = 0;

  return {
    received,
    send: (frame) => ws.send(frame),
    async outcome(ms) {
      if (closeCode !== null) return closeCode;
      return Promise.race([closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
    },
    ask(event, payload, ms = 2_000) {
      const id = ackIds++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          resolve(null);
        }, ms);
        const listener = (frame: string) => {
          if (!frame.startsWith(`43${id}[`)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve((JSON.parse(frame.slice(`43${id}`.length)) as unknown[])[0]);
        };
        listeners.add(listener);
        ws.send(`42${id}${JSON.stringify([event, payload])}`);
      });
    },
    close: () => ws.terminate(),
  };
}
