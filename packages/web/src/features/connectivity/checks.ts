import { io } from 'socket.io-client';
import { apiRequest } from '../../lib/api';

export interface Check {
  name: string;
  /** Resolves with a short French detail, rejects with the reason. */
  run: () => Promise<string>;
}

interface Health {
  status: string;
  database: { kind: string; ok: boolean; latencyMs: number };
}

/** The connectivity checks of the /test page, run in order. */
export const CHECKS: Check[] = [
  {
    name: 'Vérification de santé (GET /api/health)',
    run: async () => {
      const health = await apiRequest<Health>('GET', '/health');
      return `Serveur ${health.status}`;
    },
  },
  {
    name: 'Base de données',
    run: async () => {
      const { database } = await apiRequest<Health>('GET', '/health');
      if (!database.ok) throw new Error('Base de données indisponible');
      return `${database.kind === 'pglite' ? 'PGlite (embarquée)' : 'PostgreSQL'} — ${database.latencyMs} ms`;
    },
  },
  {
    name: 'Connexion temps réel (WebSocket)',
    run: () =>
      new Promise<string>((resolve, reject) => {
        const started = performance.now();
        const socket = io({ transports: ['websocket'], reconnection: false, timeout: 5_000 });
        socket.on('connect', () => {
          socket.disconnect();
          resolve(`Connecté en ${Math.round(performance.now() - started)} ms`);
        });
        socket.on('connect_error', (error) => {
          socket.disconnect();
          reject(new Error(`Connexion impossible : ${error.message}`));
        });
      }),
  },
  {
    name: 'Session enseignant (GET /api/auth/teacher/me)',
    run: async () => {
      try {
        const { teacher } = await apiRequest<{ teacher: { name: string } }>('GET', '/auth/teacher/me');
        return `Connecté en tant que ${teacher.name}`;
      } catch {
        return 'Aucun enseignant connecté (normal si vous n’êtes pas connecté)';
      }
    },
  },
];
