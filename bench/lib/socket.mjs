/** socket.io-client the way the app's browser client uses it: websocket only, no retry. */
import { io as connect } from 'socket.io-client';

export const CONNECT_TIMEOUT_MS = 20_000;

export function openSocket(url, headers = {}) {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Emits and resolves with the acknowledgement; a missing one rejects after `timeoutMs`. */
export function request(socket, event, payload, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    socket.timeout(timeoutMs).emit(event, payload, (error, ack) => (error ? reject(new Error(`${event}: no acknowledgement within ${timeoutMs} ms`)) : resolve(ack)));
  });
}

/** The acknowledgement's data, or an error with its code. */
export async function requestOk(socket, event, payload, timeoutMs) {
  const ack = await request(socket, event, payload, timeoutMs);
  if (!ack?.ok) throw Object.assign(new Error(`${event}: ${ack?.error ?? 'refused'}`), { code: ack?.code });
  return ack.data;
}
