/** Socket helpers for attacks: an acknowledgement awaited with a deadline, so a lost ack is a failure with a name. */
import type { Ack } from '@ciar/shared/events';
import type { ClientSocket } from '../../testing/live-harness';

export function ackOf<T = unknown>(socket: ClientSocket, event: string, payload: unknown, timeoutMs = 5_000): Promise<Ack<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no acknowledgement of ${event} within ${timeoutMs} ms`)), timeoutMs);
    (socket.emit as (e: string, p: unknown, ack: (a: Ack<T>) => void) => void)(event, payload, (ack) => {
      clearTimeout(timer);
      resolve(ack);
    });
  });
}
