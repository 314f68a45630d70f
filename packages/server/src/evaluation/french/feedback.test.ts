import { describe, expect, it } from 'vitest';
import type { IdeaResult, IdeaStatus } from './coverage';
import { FEEDBACK_MAX_LENGTH, feedbackFor } from './feedback';
import type { KeyIdea } from './key-ideas';

function idea(label: string, status: IdeaStatus, index = 0): IdeaResult {
  const keyIdea: KeyIdea = { index, words: [], weight: 1, label };
  return { idea: keyIdea, coverage: status === 'found' ? 1 : 0, status };
}

const facts = { dontKnow: false, keywordList: false, offTopic: false };

describe('feedbackFor', () => {
  it('names the ideas found, incomplete, missing and contradicted', () => {
    const text = feedbackFor({
      ...facts,
      score: 75,
      ideas: [idea('lumière', 'found'), idea('glucose', 'partial'), idea('dioxygène', 'missing'), idea('eau', 'contradicted')],
    });
    expect(text).toBe(
      'Bonne réponse, à compléter. Contredit : « eau ». Idées présentes : « lumière ». Idées incomplètes : « glucose ». Idées manquantes : « dioxygène ».',
    );
  });

  it('opens with a verdict matching the band', () => {
    expect(feedbackFor({ ...facts, score: 95, ideas: [] })).toBe('Très bonne réponse.');
    expect(feedbackFor({ ...facts, score: 55, ideas: [] })).toBe('Réponse partielle.');
    expect(feedbackFor({ ...facts, score: 10, ideas: [] })).toBe('Réponse insuffisante.');
  });

  it('says why a keyword list or an off-topic answer earns little', () => {
    expect(feedbackFor({ ...facts, keywordList: true, score: 30, ideas: [] })).toContain('liste de mots-clés');
    expect(feedbackFor({ ...facts, offTopic: true, score: 0, ideas: [] })).toContain('ne traite pas');
  });

  it('gives the expected ideas when nothing was said', () => {
    expect(feedbackFor({ ...facts, dontKnow: true, score: 0, ideas: [idea('lumière', 'missing')] })).toBe(
      'Pas de réponse exploitable. Idées attendues : « lumière ».',
    );
  });

  it('stays short, dropping the last ideas first', () => {
    const many = Array.from({ length: 30 }, (_, i) => idea(`idée numéro ${i} assez longue`, 'missing', i));
    const text = feedbackFor({ ...facts, score: 20, ideas: many });
    expect(text.length).toBeLessThanOrEqual(FEEDBACK_MAX_LENGTH);
    expect(text).toContain('idée numéro 0');
    expect(text).toMatch(/ ; …\.$/);
  });
});
