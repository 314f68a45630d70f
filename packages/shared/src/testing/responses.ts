import type { QuestionResponse } from '../response';

/**
 * A stored answer as the API returns it, never evaluated nor graded: tests give only what
 * matters to them (the student, the answer, a score…).
 */
export function makeResponse(over: Partial<QuestionResponse> = {}): QuestionResponse {
  return {
    id: 'r1',
    questionId: 'q1',
    studentId: 'ABC234_marie',
    studentName: 'Marie',
    answer: 'Une réponse',
    timestamp: '2026-11-21T09:00:00.000Z',
    modificationCount: 0,
    concordanceScore: null,
    aiFeedback: null,
    evaluationTimestamp: null,
    evaluationConfidence: null,
    needsReview: false,
    evaluatedBy: null,
    evaluationNote: null,
    teacherScore: null,
    teacherFeedback: null,
    gradedGroupId: null,
    ...over,
  };
}
