/**
 * Who may call each route. The app's real route list is the table's rows: the few routes
 * anyone or a student may call are named here with the reason, and every other route is a
 * teacher route that must refuse anyone but the owning teacher. A route added later is a
 * teacher route until someone adds it here, so forgetting its check fails a test.
 */
import { makePng } from '@ciar/shared/testing/image-fixtures';
import type { Classroom } from './world';
import { fileBody, jsonBody, type RawRequest } from './http';
import type { AppRoute } from './app-routes';
import { routeKey } from './app-routes';

/** Anyone may call these. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'monitoring; says nothing about anyone',
  'GET /api/questions/template': 'the template holds no one’s data, like its static copy (decision 011)',
  'GET /api/evaluation/status': 'names the evaluator, never its address or key (decision 070)',
  'POST /api/auth/teacher/register': 'opening an account',
  'POST /api/auth/teacher/login': 'logging in (rate-limited)',
  'POST /api/auth/teacher/logout': 'closes only the session of the cookie it carries',
  'GET /api/sessions/code/:code': 'a student checks a code before joining (rate-limited)',
  'POST /api/sessions/join': 'a student joins with a code and a name (rate-limited)',
  'POST /api/sessions/rejoin-requests': 'a student asks the teacher to come back on another device (rate-limited, decision 105)',
  'GET /api/images/:hash': 'a question’s picture by the SHA-256 of its bytes, sent only with the question, like its text (decision 171)',
};

/** A student's own routes: the token from the join, in x-student-token (decision 061). */
export const STUDENT_ROUTES: Record<string, string> = {
  'POST /api/questions/:id/respond': 'answering, as the student the token names',
  'GET /api/sessions/:id/student/:studentId/responses': 'own results; also the session’s teacher',
  'GET /api/sessions/:id/student/:studentId/quiz': 'the self-paced quiz without secrets',
};

/** Teacher routes on the caller's own account: there is no other teacher's resource to reach. */
export const OWN_ACCOUNT_ROUTES: Record<string, string> = {
  'GET /api/auth/teacher/me': 'the logged-in teacher',
  'POST /api/sessions': 'a new session of the logged-in teacher (a body teacherId is ignored)',
  'GET /api/questions/bank': 'the logged-in teacher’s own questions only (decision 141; another teacher’s never appear: access-tables.test.ts)',
};

/**
 * Teacher routes that remove students' data for good. Named so that the access test checks
 * they exist and stay teacher routes: listing one as public or as a student's would fail it.
 */
export const ERASING_ROUTES: Record<string, string> = {
  'DELETE /api/sessions/:id': 'a whole session with its students, answers and scores',
  'DELETE /api/sessions/:id/participants/:studentId': 'one student of a session, on a family’s request (decision 162)',
};

export function isTeacherRoute(route: AppRoute): boolean {
  const key = routeKey(route);
  return !(key in PUBLIC_ROUTES) && !(key in STUDENT_ROUTES);
}

const QUESTION = { title: 'Question d’un intrus', content: 'Contenu', type: 'open_ended', timeLimit: 60, proposition: 'Modèle' };

/**
 * A body the route accepts, so that a refusal comes from who is asking and not from what is
 * sent. Routes missing here are sent without a body.
 */
export function validRequest(route: AppRoute, target: Classroom, headers: Record<string, string>): RawRequest {
  switch (routeKey(route)) {
    case 'PATCH /api/auth/teacher/:id/stats':
      return jsonBody({ sessionsIncrement: 1 }, headers);
    case 'POST /api/sessions':
      return jsonBody({ name: 'Séance d’un intrus' }, headers);
    case 'PATCH /api/sessions/:id/status':
      return jsonBody({ status: 'ended' }, headers);
    case 'PATCH /api/sessions/:id/autonomous':
      return jsonBody({ isAutonomous: false }, headers);
    case 'PATCH /api/sessions/:id/arrivals':
      return jsonBody({ locked: true, maxParticipants: 30 }, headers);
    case 'PATCH /api/sessions/:id/timer':
      return jsonBody({ disableTimer: true }, headers);
    case 'POST /api/questions':
      return jsonBody({ ...QUESTION, sessionId: target.sessionId }, headers);
    case 'PATCH /api/questions/:id':
      return jsonBody(QUESTION, headers);
    case 'POST /api/questions/:id/copy':
      return jsonBody({ sessionId: target.sessionId }, headers);
    case 'POST /api/questions/import/:sessionId':
      return fileBody(JSON.stringify([QUESTION]), headers);
    case 'POST /api/questions/:id/image': {
      const form = new FormData();
      form.append('alt', 'Un schéma');
      form.append('image', new Blob([makePng(2, 2)], { type: 'image/png' }), 'schema.png');
      return { headers, body: form };
    }
    case 'PATCH /api/evaluation/override/:questionId/:studentId':
      return jsonBody({ score: 100 }, headers);
    case 'POST /api/evaluation/groups/:questionId':
      return jsonBody({ studentIds: [target.student.id], score: 80 }, headers);
    case 'POST /api/questions/:id/respond':
      return jsonBody({ studentId: target.student.id, answer: 'Une réponse' }, headers);
    case 'POST /api/sessions/join':
      return jsonBody({ code: target.sessionCode, studentName: 'Nouvel élève' }, headers);
    case 'POST /api/auth/teacher/login':
      return jsonBody({ email: 'personne@ecole.fr', password: 'mauvais' }, headers);
    case 'POST /api/auth/teacher/register':
      return jsonBody({ name: 'Nouveau', email: `nouveau${Date.now()}${Math.random()}@ecole.fr`, password: 'motdepasse' }, headers);
    default:
      return { headers };
  }
}
