/**
 * The teacher's socket requests (docs/product.md#real-time-protocol): each resolves
 * to null on success or to the French message to show. The server's own message wins; the
 * spec's fallback covers a server that did not answer.
 */
import type { Ack } from '@ciar/shared/events';
import { emitWithAck } from '../../lib/socket';

export const LIVE_COMMAND_MESSAGES = {
  activationFailed: "Erreur lors de l'activation de la question",
  statusFailed: 'Erreur lors de la mise à jour du statut de la session',
} as const;

function failure(ack: Ack<unknown>, fallback: string): string | null {
  if (ack.ok) return null;
  const serverSaid = ack.code !== 'timeout' && ack.code !== 'socket-not-initialised';
  return (serverSaid && ack.error) || fallback;
}

export async function activateQuestion(sessionId: string, questionId: string): Promise<string | null> {
  return failure(await emitWithAck('activate-question', { sessionId, questionId }), LIVE_COMMAND_MESSAGES.activationFailed);
}

export async function startSession(sessionId: string): Promise<string | null> {
  return failure(await emitWithAck('start-session', { sessionId }), LIVE_COMMAND_MESSAGES.statusFailed);
}

export async function stopSession(sessionId: string): Promise<string | null> {
  return failure(await emitWithAck('stop-session', { sessionId }), LIVE_COMMAND_MESSAGES.statusFailed);
}
