import { scoreBand, type ScoreBand } from '@ciar/shared/score-bands';
import type { IdeaResult, IdeaStatus } from './coverage';

/** Feedback names the ideas found and missing, in French, short enough to read at a glance. */
export const FEEDBACK_MAX_LENGTH = 300;

const VERDICTS = {
  excellent: 'Très bonne réponse.',
  good: 'Bonne réponse, à compléter.',
  average: 'Réponse partielle.',
  poor: 'Réponse insuffisante.',
} as const satisfies Record<ScoreBand, string>;

export interface FeedbackFacts {
  score: number;
  ideas: readonly IdeaResult[];
  dontKnow: boolean;
  keywordList: boolean;
  offTopic: boolean;
}

function quoted(ideas: readonly IdeaResult[]): string[] {
  return ideas.map((result) => `« ${result.idea.label} »`);
}

/** "Label : a ; b." fitted into `room` characters, dropping the last items first. */
function section(title: string, items: readonly string[], room: number): string {
  if (items.length === 0) return '';
  for (let count = items.length; count > 0; count -= 1) {
    const more = count < items.length ? ' ; …' : '';
    const text = ` ${title} : ${items.slice(0, count).join(' ; ')}${more}.`;
    if (text.length <= room) return text;
  }
  return '';
}

export function feedbackFor({ score, ideas, dontKnow, keywordList, offTopic }: FeedbackFacts): string {
  const expected = quoted(ideas);
  if (dontKnow) {
    return `Pas de réponse exploitable.${section('Idées attendues', expected, FEEDBACK_MAX_LENGTH - 27)}`.trim();
  }
  let text = VERDICTS[scoreBand(score)];
  if (keywordList) text += ' Une liste de mots-clés ne suffit pas : rédigez une phrase.';
  else if (offTopic) text += ' La réponse ne traite pas de ce qui est attendu.';
  const withStatus = (status: IdeaStatus): string[] => quoted(ideas.filter((result) => result.status === status));
  const sections = [
    ['Contredit', withStatus('contradicted')],
    ['Idées présentes', withStatus('found')],
    ['Idées incomplètes', withStatus('partial')],
    ['Idées manquantes', withStatus('missing')],
  ] as const;
  for (const [title, items] of sections) text += section(title, items, FEEDBACK_MAX_LENGTH - text.length);
  return text;
}
