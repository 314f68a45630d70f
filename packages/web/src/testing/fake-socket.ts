/**
 * socket.io-client replaced at the network boundary: sockets that record what is emitted, let
 * the test answer acknowledgements, and fire server events on demand. Use with
 * `vi.mock('socket.io-client', () => fakeSocketModule)`.
 */
import { vi } from 'vitest';

export interface Emitted {
  event: string;
  payload: unknown;
  ack?: (error: Error | null, value: unknown) => void;
}

export function fakeSocket(options: unknown = null) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    emitted: [] as Emitted[],
    options,
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    removeAllListeners() {
      listeners.clear();
      return socket;
    },
    timeout() {
      return socket;
    },
    emit(event: string, payload: unknown, ack?: Emitted['ack']) {
      socket.emitted.push({ event, payload, ack });
      return socket;
    },
    connect: vi.fn(),
    disconnect: vi.fn(),
    /** The server side: fires an event to the client's listeners. */
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    /** The requests sent under one event name, oldest first. */
    sent(event: string) {
      return socket.emitted.filter((e) => e.event === event);
    },
  };
  return socket;
}

export type FakeSocket = ReturnType<typeof fakeSocket>;

/** Every socket the code under test opened, newest last. */
export const openedSockets: FakeSocket[] = [];

export const fakeSocketModule = {
  io: (...args: unknown[]) => {
    const socket = fakeSocket(args.at(-1));
    openedSockets.push(socket);
    return socket;
  },
};
