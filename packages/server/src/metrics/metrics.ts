/**
 * What a monitoring system reads at GET /metrics (decision 163), in the Prometheus text format
 * (prom-client). Each process has its own registry and reports its own figures; Prometheus
 * adds them up across processes. Counters only count: "per second" is Prometheus's rate().
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Io } from '../realtime/io';
import type { Database } from '../storage/db';

export interface Metrics {
  registry: Registry;
  joins: Counter;
  answers: Counter;
  answerAckSeconds: Histogram;
  evaluationLagSeconds: Histogram;
  databaseQuerySeconds: Histogram;
}

/** Open answers still waiting for their automatic score, and the age of the oldest one. */
type PendingEvaluations = () => Promise<{ count: number; oldestSeconds: number }>;

export function createMetrics({ io, database, pendingEvaluations }: { io: Io; database: Database; pendingEvaluations: PendingEvaluations }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ciar_' });

  new Gauge({
    name: 'ciar_connected_sockets',
    help: 'Real-time connections to this process, by role (unjoined: connected, not yet in a session).',
    labelNames: ['role'],
    registers: [registry],
    collect() {
      const counts = { teacher: 0, student: 0, unjoined: 0 };
      for (const socket of io.of('/').sockets.values()) {
        const roles = [...(socket.data.joined?.values() ?? [])].map((m) => m.role);
        counts[roles.includes('teacher') ? 'teacher' : roles.includes('student') ? 'student' : 'unjoined']++;
      }
      for (const [role, n] of Object.entries(counts)) this.set({ role }, n);
    },
  });

  let pending: Promise<{ count: number; oldestSeconds: number }> | null = null;
  // One query per scrape for both gauges.
  const readPending = () => (pending ??= pendingEvaluations().finally(() => setTimeout(() => (pending = null), 0)));
  new Gauge({
    name: 'ciar_evaluation_queue_length',
    help: 'Open answers waiting for their automatic score (every process sees the same database).',
    registers: [registry],
    async collect() {
      this.set((await readPending()).count);
    },
  });
  new Gauge({
    name: 'ciar_evaluation_oldest_pending_seconds',
    help: 'Age of the oldest open answer still waiting for its automatic score (0 when none).',
    registers: [registry],
    async collect() {
      this.set((await readPending()).oldestSeconds);
    },
  });

  const metrics: Metrics = {
    registry,
    joins: new Counter({ name: 'ciar_joins_total', help: 'Students who joined a session through this process.', registers: [registry] }),
    answers: new Counter({ name: 'ciar_answers_total', help: 'Answers stored through this process (socket and REST).', registers: [registry] }),
    answerAckSeconds: new Histogram({
      name: 'ciar_answer_ack_seconds',
      help: 'From an answer received to its acknowledgement (stored and committed), refusals included.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    evaluationLagSeconds: new Histogram({
      name: 'ciar_evaluation_lag_seconds',
      help: 'From an open answer stored to its automatic score stored.',
      buckets: [0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    databaseQuerySeconds: new Histogram({
      name: 'ciar_database_query_seconds',
      help: 'Duration of the statements this process sends outside transactions.',
      labelNames: ['database'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    }),
  };
  database.onQuery((seconds) => metrics.databaseQuerySeconds.observe({ database: database.kind }, seconds));
  return metrics;
}
