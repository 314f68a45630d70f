/**
 * A small classroom to attack: an owner teacher with a running self-paced session (a choice
 * and an open question, each answered by one student, the open answer already evaluated),
 * a second teacher who owns nothing of it, and how each route parameter maps to its ids.
 */
import { CHOICE_QUESTION, OPEN_QUESTION } from '../../testing/live-harness';
import { httpClient, registeredTeacher, type HttpClient, type TestApp } from '../../testing/test-app';

export interface Teacher {
  client: HttpClient;
  teacher: { id: string; name: string; email: string };
}

export interface Classroom {
  sessionId: string;
  sessionCode: string;
  choiceQuestionId: string;
  openQuestionId: string;
  student: { id: string; token: string; name: string };
}

export interface World extends Classroom {
  owner: Teacher;
  other: Teacher;
}

function expectStatus(response: { status: number; text: string }, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${response.text}`);
}

/** A session of `owner` with two questions, one joined student who answered both. */
export async function classroom(server: TestApp, owner: Teacher, name = 'Séance privée'): Promise<Classroom> {
  const created = await owner.client.post('/api/sessions', { name });
  expectStatus(created, 201, 'session');
  const { id: sessionId, code: sessionCode } = created.json.session as { id: string; code: string };
  const ids: string[] = [];
  for (const question of [CHOICE_QUESTION, OPEN_QUESTION]) {
    const response = await owner.client.post('/api/questions', { ...question, sessionId });
    expectStatus(response, 201, 'question');
    ids.push(response.json.question.id);
  }
  expectStatus(await owner.client.patch(`/api/sessions/${sessionId}/autonomous`, { isAutonomous: true }), 200, 'autonomous');
  expectStatus(await owner.client.patch(`/api/sessions/${sessionId}/status`, { status: 'active' }), 200, 'start');

  const studentClient = httpClient(server.url);
  const joined = await studentClient.post('/api/sessions/join', { code: sessionCode, studentName: 'Élève Témoin' });
  expectStatus(joined, 200, 'join');
  const student = { id: joined.json.student.id as string, token: joined.json.student.token as string, name: 'Élève Témoin' };
  const headers = { 'x-student-token': student.token };
  for (const [questionId, answer] of [[ids[0]!, '1'], [ids[1]!, 'La plante fabrique du glucose avec la lumière.']] as const) {
    const response = await studentClient.post(`/api/questions/${questionId}/respond`, { studentId: student.id, answer }, headers);
    expectStatus(response, 201, 'answer');
  }
  // The open answer's evaluation runs in the background: let it finish, so that nothing
  // changes the database while a test compares snapshots.
  await server.evaluation.queue.idle();
  return { sessionId, sessionCode, choiceQuestionId: ids[0]!, openQuestionId: ids[1]!, student };
}

export async function buildWorld(server: TestApp): Promise<World> {
  const owner = await registeredTeacher(server.url, 'Propriétaire');
  const other = await registeredTeacher(server.url, 'Intrus');
  return { owner, other, ...(await classroom(server, owner)) };
}

/**
 * Which id a route parameter takes. `:id` depends on the resource the path names; the
 * question ids go to the open question, which every question and evaluation route accepts.
 */
export function paramsOf(world: Classroom & { owner: Teacher }) {
  return (param: string, url: string): string | undefined => {
    switch (param) {
      case 'sessionId':
        return world.sessionId;
      case 'questionId':
        return world.openQuestionId;
      case 'studentId':
        return world.student.id;
      case 'teacherId':
        return world.owner.teacher.id;
      case 'code':
        return world.sessionCode;
      case 'hash':
        // No picture has it: the route is public, its answer a 404 for anyone.
        return '0'.repeat(64);
      case 'id':
        if (url.startsWith('/api/sessions/')) return world.sessionId;
        if (url.startsWith('/api/questions/')) return world.openQuestionId;
        if (url.startsWith('/api/auth/teacher/')) return world.owner.teacher.id;
        return undefined;
      default:
        return undefined;
    }
  };
}
