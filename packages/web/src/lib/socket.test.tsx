import type { SessionSnapshot } from '@ciar/shared/events';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openedSockets as sockets } from '../testing/fake-socket';

import { emitWithAck, JOIN_NOTICE_MS, useLiveSession } from './socket';

function snapshot(status: 'active' | 'paused', participantsCount: number): SessionSnapshot {
  return {
    session: { id: 's1', code: 'ABC234', name: 'Histoire', status, participantsCount, isAutonomous: false, disableTimer: false },
    current: null,
    serverNow: '2026-11-21T10:00:00.000Z',
    activationSeq: 0,
  };
}

const params = { code: 'ABC234', role: 'student' as const, userId: 'ABC234_marie', userName: 'Marie', token: 'secret' };

describe('useLiveSession', () => {
  it('connects over websocket only with the spec’s reconnection settings', () => {
    renderHook(() => useLiveSession(params));
    expect(sockets[0]!.options).toMatchObject({
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
    });
    expect(sockets[0]!.connect).toHaveBeenCalledTimes(1);
  });

  it('joins on every (re)connection and rebuilds from each snapshot', async () => {
    const onSnapshot = vi.fn();
    const { result } = renderHook(() => useLiveSession(params, onSnapshot));
    const socket = sockets[0]!;
    act(() => socket.fire('connect'));
    expect(result.current.connected).toBe(true);
    expect(socket.sent('join-session')).toHaveLength(1);
    expect(socket.sent('join-session')[0]!.payload).toEqual({
      sessionCode: 'ABC234',
      userType: 'student',
      userId: 'ABC234_marie',
      userName: 'Marie',
      token: 'secret',
    });
    await act(async () => socket.sent('join-session')[0]!.ack!(null, { ok: true, data: snapshot('active', 3) }));
    expect(result.current.snapshot?.session.participantsCount).toBe(3);

    act(() => socket.fire('disconnect'));
    expect(result.current.connected).toBe(false);
    act(() => socket.fire('connect'));
    expect(socket.sent('join-session')).toHaveLength(2);
    await act(async () => socket.sent('join-session')[1]!.ack!(null, { ok: true, data: snapshot('paused', 5) }));
    expect(result.current.snapshot?.session).toMatchObject({ status: 'paused', participantsCount: 5 });
    expect(onSnapshot).toHaveBeenCalledTimes(2);
  });

  it('reports a refused join with the server’s message and code, and a failed connection in French', async () => {
    const { result } = renderHook(() => useLiveSession(params));
    const socket = sockets[0]!;
    act(() => socket.fire('connect_error', new Error('websocket error')));
    expect(result.current.error).toBe('Connexion au serveur temps réel impossible. Nouvelle tentative en cours…');
    act(() => socket.fire('connect'));
    await act(async () =>
      socket.sent('join-session')[0]!.ack!(null, { ok: false, error: 'Votre participation n’est pas reconnue.', code: 'student-unauthenticated' }),
    );
    expect(result.current).toMatchObject({ error: 'Votre participation n’est pas reconnue.', errorCode: 'student-unauthenticated' });
  });

  it('leaves the session and closes the connection on unmount', () => {
    const { unmount } = renderHook(() => useLiveSession(params));
    const socket = sockets[0]!;
    act(() => socket.fire('connect'));
    unmount();
    expect(socket.emitted.at(-1)).toMatchObject({ event: 'leave-session', payload: { sessionCode: 'ABC234' } });
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('does not connect without parameters', () => {
    const { result } = renderHook(() => useLiveSession(null));
    expect(sockets).toHaveLength(0);
    expect(result.current.socket).toBeNull();
  });
});

describe('emitWithAck', () => {
  it('logs “Socket non initialisé” and fails when used before connecting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ack = await emitWithAck('start-session', { sessionId: 's1' });
    expect(ack).toEqual({ ok: false, error: 'Socket non initialisé', code: 'socket-not-initialised' });
    expect(error).toHaveBeenCalledWith('Socket non initialisé');
    error.mockRestore();
  });

  it('turns a server that stays silent into a French failure', async () => {
    const { result } = renderHook(() => useLiveSession(params));
    const socket = sockets.at(-1)!;
    act(() => socket.fire('connect'));
    await act(async () => socket.sent('join-session')[0]!.ack!(null, { ok: true, data: snapshot('active', 1) }));
    const pending = emitWithAck('stop-session', { sessionId: 's1' }, { socket: result.current.socket });
    socket.emitted.at(-1)!.ack!(new Error('operation has timed out'), undefined);
    expect(await pending).toEqual({
      ok: false,
      error: 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
      code: 'timeout',
    });
  });

  it('sends nothing but the join until the session is joined again after a reconnection', async () => {
    const { result } = renderHook(() => useLiveSession(params));
    const socket = sockets.at(-1)!;
    act(() => socket.fire('connect'));
    await act(async () => socket.sent('join-session')[0]!.ack!(null, { ok: true, data: snapshot('active', 1) }));
    expect(result.current.joined).toBe(true);
    act(() => socket.fire('disconnect'));
    expect(result.current.joined).toBe(false);
    const answer = { questionId: 'q1', studentId: 'ABC234_marie', studentName: 'Marie', answer: '0', answeredAt: '2026-11-21T10:00:00.000Z' };
    // Sent while disconnected, socket.io would flush it ahead of the join on reconnection.
    expect(await emitWithAck('submit-answer', answer, { socket: result.current.socket })).toMatchObject({ ok: false, code: 'not-joined' });
    expect(socket.sent('submit-answer')).toHaveLength(0);
    act(() => socket.fire('connect'));
    await act(async () => socket.sent('join-session')[1]!.ack!(null, { ok: true, data: snapshot('active', 1) }));
    const sent = emitWithAck('submit-answer', answer, { socket: result.current.socket });
    expect(socket.sent('submit-answer')).toHaveLength(1);
    socket.sent('submit-answer')[0]!.ack!(null, { ok: true, data: null });
    expect(await sent).toEqual({ ok: true, data: null });
  });

  it('says within a few seconds that the network is away when no join succeeds, and goes on trying', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useLiveSession(params));
      expect(result.current.error).toBeNull();
      act(() => vi.advanceTimersByTime(JOIN_NOTICE_MS));
      expect(result.current.error).toBe('Connexion au serveur temps réel impossible. Nouvelle tentative en cours…');
      expect(sockets.at(-1)!.disconnect).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
