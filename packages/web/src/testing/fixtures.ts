/** Realistic records as the API returns them, for component tests. */
import type { Teacher } from '@ciar/shared/auth';
import type { Question } from '@ciar/shared/question';
import type { Session } from '@ciar/shared/session';
import { storeTeacher } from '../lib/teacher-store';

export const teacher: Teacher = {
  id: 't1',
  name: 'Hélène Dupont',
  email: 'helene@ecole.fr',
  totalSessions: 2,
  totalStudents: 31,
  lastLoginAt: '2026-11-21T08:00:00.000Z',
};

/** Logs the fixture teacher in, as the login page would. */
export function signIn(who: Teacher = teacher): Teacher {
  storeTeacher(who);
  return who;
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    name: 'Histoire — 4e B',
    code: 'ABC234',
    status: 'created',
    participantsCount: 0,
    participants: [],
    questionsCount: 0,
    questions: [],
    currentQuestion: null,
    isAutonomous: false,
    disableTimer: false,
    arrivals: { locked: false, maxParticipants: null },
    createdAt: '2026-11-20T09:30:00.000Z',
    teacherId: teacher.id,
    ...overrides,
  };
}

export function makeQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 'q1',
    sessionId: 's1',
    position: 0,
    title: 'Capitale de la France',
    content: 'Quelle est la capitale de la France ?',
    type: 'multiple_choice',
    options: [
      { id: '0', text: 'Lyon', explication: '' },
      { id: '1', text: 'Paris', explication: 'Depuis **987**.' },
    ],
    correctAnswer: '1',
    ratingScale: null,
    timeLimit: 60,
    proposition: null,
    isActive: false,
    activatedAt: null,
    ...overrides,
  };
}
