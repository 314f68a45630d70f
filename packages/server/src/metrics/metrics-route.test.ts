/**
 * GET /metrics: absent without METRICS_TOKEN, 403 without the token or with a wrong one, and
 * with it the figures the issue lists, moving with a real join, socket and answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { answerByRest, CHOICE_QUESTION, joinStudent, teacherWithSession, type JoinedStudent } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';

const TOKEN = 'jeton-de-supervision-assez-long';

/** The value of one sample line, e.g. `ciar_answers_total` or `ciar_connected_sockets{role="student"}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await testDatabases[0]!.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('does not exist', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('ciar_');
  });
});

describe.each(testDatabases)('GET /metrics with METRICS_TOKEN on $name', (target) => {
  let server: TestApp;
  let student: JoinedStudent | undefined;
  beforeAll(async () => {
    server = await startTestApp(await target.open(), { metricsToken: TOKEN });
  });
  afterAll(async () => {
    student?.socket.close();
    await server.close();
    await server.database.close();
  });

  it('refuses a missing or wrong token with 403', async () => {
    for (const headers of [{}, { authorization: 'Bearer mauvais' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Accès refusé.', code: 'forbidden' });
    }
  });

  it('reports sockets by role, joins, answers, acknowledgement and database latency, evaluation backlog and memory', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    student = await joinStudent(server.url, session.code, 'Léa');
    expect(await answerByRest(server.url, questionIds[0]!, student, '0')).toBe(201);

    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(sample(text, 'ciar_connected_sockets{role="student"}')).toBe(1);
    expect(sample(text, 'ciar_joins_total')).toBe(1);
    expect(sample(text, 'ciar_answers_total')).toBe(1);
    expect(sample(text, 'ciar_answer_ack_seconds_count')).toBe(1);
    expect(sample(text, 'ciar_evaluation_queue_length')).toBe(0);
    expect(sample(text, 'ciar_evaluation_oldest_pending_seconds')).toBe(0);
    expect(text).toMatch(/^ciar_evaluation_lag_seconds_count 0$/m);
    expect(sample(text, `ciar_database_query_seconds_count{database="${server.database.kind}"}`)).toBeGreaterThan(0);
    expect(sample(text, 'ciar_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
