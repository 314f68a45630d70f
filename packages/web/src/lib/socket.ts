/**
 * The real-time channel (docs/product.md#real-time-protocol): one typed socket.io client, websocket only,
 * reconnecting with the spec's settings. The server re-sends the whole state on every join,
 * so the client joins again on each (re)connection and rebuilds from that snapshot instead of
 * trusting that it saw every event while the network was away.
 */
import { SOCKET_RECONNECTION } from '@ciar/shared/constants';
import type { Ack, AckCallback, ClientToServerEvents, ServerToClientEvents, SessionSnapshot } from '@ciar/shared/events';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const SOCKET_MESSAGES = {
  notInitialised: 'Socket non initialisé',
  noAnswer: 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
  connectionFailed: 'Connexion au serveur temps réel impossible. Nouvelle tentative en cours…',
  notJoined: 'Connexion au serveur perdue. Nouvelle tentative en cours… Réessayez dans un instant.',
} as const;

/** How long a screen waits for its first (re)join before saying that the network is away. */
export const JOIN_NOTICE_MS = 4_000;

/**
 * Whether each live screen's socket has joined its session since its last (re)connection.
 * Nothing but the join itself is sent before that (decision 102): socket.io would otherwise
 * flush requests queued offline ahead of the join, and the server would refuse them as coming
 * from nobody.
 */
const joinedSockets = new WeakMap<LiveSocket, boolean>();

/** How long a request waits for the server's acknowledgement before giving up. */
export const ACK_TIMEOUT_MS = 10_000;

/** The socket of the live screen on display; null before it connects and after it closes. */
let current: LiveSocket | null = null;

export function getSocket(): LiveSocket | null {
  return current;
}

/** A new connection to the same origin, or to VITE_SOCKET_URL when the API lives elsewhere. */
function openSocket(): LiveSocket {
  const options = {
    transports: ['websocket'],
    autoConnect: false,
    reconnection: true,
    reconnectionDelay: SOCKET_RECONNECTION.delay,
    reconnectionDelayMax: SOCKET_RECONNECTION.delayMax,
    timeout: SOCKET_RECONNECTION.timeout,
  };
  const url: unknown = import.meta.env.VITE_SOCKET_URL;
  return typeof url === 'string' && url !== '' ? io(url, options) : io(options);
}

/** Client events that ask the server for something and get an `Ack` back. */
type AckEvent = {
  [E in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[E]> extends [unknown, AckCallback<never>] ? E : never;
}[keyof ClientToServerEvents];
type PayloadOf<E extends AckEvent> = Parameters<ClientToServerEvents[E]>[0];
type AckDataOf<E extends AckEvent> = Parameters<ClientToServerEvents[E]>[1] extends AckCallback<infer T> ? T : never;

/**
 * Sends a request and resolves with the server's acknowledgement, never rejects: a socket not
 * opened yet, or a server that stays silent, come back as a failed Ack with a French message.
 */
export function emitWithAck<E extends AckEvent>(
  event: E,
  payload: PayloadOf<E>,
  { socket = current, timeoutMs = ACK_TIMEOUT_MS }: { socket?: LiveSocket | null; timeoutMs?: number } = {},
): Promise<Ack<AckDataOf<E>>> {
  if (!socket) {
    console.error(SOCKET_MESSAGES.notInitialised);
    return Promise.resolve({ ok: false, error: SOCKET_MESSAGES.notInitialised, code: 'socket-not-initialised' });
  }
  if (event !== 'join-session' && joinedSockets.get(socket) === false) {
    return Promise.resolve({ ok: false, error: SOCKET_MESSAGES.notJoined, code: 'not-joined' });
  }
  // The typed emit cannot follow a generic event name; the event maps above keep the call honest.
  const timed = socket.timeout(timeoutMs) as unknown as {
    emit(event: string, payload: unknown, callback: (error: Error | null, ack: Ack<AckDataOf<E>>) => void): void;
  };
  return new Promise((resolve) => {
    timed.emit(event, payload, (error, ack) => {
      resolve(error ? { ok: false, error: SOCKET_MESSAGES.noAnswer, code: 'timeout' } : ack);
    });
  });
}

export interface LiveSessionParams {
  code: string;
  role: 'teacher' | 'student';
  userId: string;
  userName: string;
  /** A student's secret from POST /sessions/join; teachers are known by their cookie. */
  token?: string;
}

export interface LiveSession {
  socket: LiveSocket | null;
  connected: boolean;
  /** The state sent by the server at the last (re)join. */
  snapshot: SessionSnapshot | null;
  /** A connection failure or the server's refusal of the join, in French. */
  error: string | null;
  /** The refusal's code (e.g. 'student-unauthenticated'); null for connection failures. */
  errorCode: string | null;
  /** Joined since the last (re)connection: requests may be sent. */
  joined: boolean;
}

const IDLE: LiveSession = { socket: null, connected: false, snapshot: null, error: null, errorCode: null, joined: false };

/**
 * Connects while mounted (or while `params` is not null), joins the session on every
 * connection and reconnection, and leaves it on unmount. `onSnapshot` runs with each fresh
 * snapshot, so a screen can rebuild its whole state from it.
 */
export function useLiveSession(
  params: LiveSessionParams | null,
  onSnapshot?: (snapshot: SessionSnapshot) => void,
): LiveSession {
  const [state, setState] = useState<LiveSession>(IDLE);
  const onSnapshotRef = useRef(onSnapshot);
  useEffect(() => {
    onSnapshotRef.current = onSnapshot;
  });

  const code = params?.code;
  const role = params?.role;
  const userId = params?.userId;
  const userName = params?.userName;
  const token = params?.token;

  useEffect(() => {
    if (code === undefined || role === undefined || userId === undefined) return;
    const socket = openSocket();
    current = socket;
    joinedSockets.set(socket, false);
    let closed = false;
    setState({ ...IDLE, socket });

    // Offline, a connection attempt may fail silently for its whole 20 s timeout: say so early,
    // while socket.io goes on trying by itself.
    let notice: ReturnType<typeof setTimeout> | undefined;
    const watchJoin = () => {
      clearTimeout(notice);
      notice = setTimeout(() => {
        if (!closed && !joinedSockets.get(socket)) {
          setState((s) => (s.error ? s : { ...s, error: SOCKET_MESSAGES.connectionFailed, errorCode: null }));
        }
      }, JOIN_NOTICE_MS);
    };
    watchJoin();

    const join = async () => {
      const ack = await emitWithAck(
        'join-session',
        { sessionCode: code, userType: role, userId, userName: userName ?? '', ...(token ? { token } : {}) },
        { socket },
      );
      if (closed) return;
      if (ack.ok) {
        joinedSockets.set(socket, true);
        clearTimeout(notice);
        setState((s) => ({ ...s, snapshot: ack.data, error: null, errorCode: null, joined: true }));
        onSnapshotRef.current?.(ack.data);
      } else {
        setState((s) => ({ ...s, error: ack.error, errorCode: ack.code }));
      }
    };

    socket.on('connect', () => {
      setState((s) => ({ ...s, connected: true, error: null, errorCode: null }));
      void join();
    });
    socket.on('disconnect', () => {
      joinedSockets.set(socket, false);
      setState((s) => ({ ...s, connected: false, joined: false }));
      watchJoin();
    });
    socket.on('connect_error', () =>
      setState((s) => ({ ...s, connected: false, error: SOCKET_MESSAGES.connectionFailed, errorCode: null })),
    );
    socket.connect();

    return () => {
      closed = true;
      clearTimeout(notice);
      if (socket.connected) socket.emit('leave-session', { sessionCode: code });
      socket.removeAllListeners();
      socket.disconnect();
      if (current === socket) current = null;
      setState(IDLE);
    };
  }, [code, role, userId, userName, token]);

  return state;
}

/** Listens to one server event while mounted, always calling the latest `handler`. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  socket: LiveSocket | null,
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (handlerRef.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as ServerToClientEvents[E];
    // socket.io's typed on/off cannot follow a generic event name.
    const target = socket as unknown as { on(e: string, l: unknown): void; off(e: string, l: unknown): void };
    target.on(event, listener);
    return () => target.off(event, listener);
  }, [socket, event]);
}
