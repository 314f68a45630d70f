/**
 * The navigation state the question form hands to the session page after a create: the list
 * puts the focus on that question (decision 190), not on the top of the page.
 */
export interface CreatedQuestionState {
  createdQuestionId: string;
}

export function createdQuestionState(questionId: string): CreatedQuestionState {
  return { createdQuestionId: questionId };
}

export function createdQuestionIdFrom(state: unknown): string | null {
  return state && typeof state === 'object' && 'createdQuestionId' in state && typeof state.createdQuestionId === 'string'
    ? state.createdQuestionId
    : null;
}
