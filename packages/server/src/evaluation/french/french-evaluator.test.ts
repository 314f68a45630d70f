import { scoreBand } from '@ciar/shared/score-bands';
import { describe, expect, it } from 'vitest';
import { createFrenchEvaluator, evaluateInFrench, FRENCH_EVALUATOR_NAME } from './french-evaluator';

/** Questions invented for these tests, on several subjects; none comes from the labelled sets. */
const SCIENCE = {
  question: 'Pourquoi la Lune a-t-elle des phases ?',
  proposition:
    'La Lune ne produit pas de lumière : elle réfléchit celle du Soleil. En tournant autour de la Terre, elle nous montre une partie plus ou moins grande de sa face éclairée.',
};
const HISTORY = {
  question: 'Quelles furent les conséquences de la découverte de l’imprimerie ?',
  proposition:
    'L’imprimerie permet de produire des livres plus vite et moins cher ; les idées et les savoirs se diffusent plus largement, ce qui favorise la Réforme protestante et l’humanisme.',
};
const GRAMMAR = {
  question: 'Comment reconnaître le sujet d’un verbe ?',
  proposition:
    'Le sujet est le mot ou le groupe de mots qui fait l’action du verbe ; on le trouve en posant la question « qui est-ce qui ? » avant le verbe, et le verbe s’accorde avec lui.',
};
const GEOGRAPHY = {
  question: 'Pourquoi les déserts chauds reçoivent-ils peu de pluie ?',
  proposition:
    'Sous les tropiques, l’air descend des hautes altitudes et se réchauffe, ce qui empêche la formation des nuages ; les vents qui arrivent sur ces régions sont secs.',
};

function score(subject: { question: string; proposition: string }, answer: string): number {
  return evaluateInFrench({ ...subject, answer }).score;
}

describe('the built-in French evaluator', () => {
  it('scores a faithful paraphrase highly', () => {
    expect(score(SCIENCE, 'La Lune ne fait pas sa propre lumière, elle renvoie celle du Soleil ; en tournant autour de la Terre, elle nous montre une part plus ou moins grande de sa face éclairée.')).toBeGreaterThanOrEqual(90);
    expect(score(HISTORY, 'On a pu fabriquer les livres plus rapidement et pour moins cher, donc les idées et les savoirs se sont répandus, ce qui a aidé la Réforme et l’humanisme.')).toBeGreaterThanOrEqual(70);
    expect(score(GRAMMAR, 'C’est le groupe de mots qui fait l’action ; on le trouve avec la question « qui est-ce qui » devant le verbe et le verbe s’accorde avec lui.')).toBeGreaterThanOrEqual(90);
  });

  it('puts partial answers between the poor and the complete ones', () => {
    const partial = score(SCIENCE, 'Parce que la Lune réfléchit la lumière du Soleil.');
    const complete = score(SCIENCE, 'La Lune réfléchit la lumière du Soleil et, en tournant autour de la Terre, elle montre une partie plus ou moins grande de sa face éclairée.');
    expect(partial).toBeGreaterThanOrEqual(50);
    expect(partial).toBeLessThan(complete);
    expect(scoreBand(score(GEOGRAPHY, 'Parce que les vents qui arrivent sont secs.'))).toBe('average');
  });

  it('does not reward an answer that negates a key idea', () => {
    expect(score(GRAMMAR, 'Le verbe ne s’accorde pas avec le sujet.')).toBeLessThan(50);
    expect(score(GEOGRAPHY, 'Parce que l’air ne se réchauffe pas et que les vents ne sont pas secs.')).toBeLessThan(50);
  });

  it('does not reward an answer that says the opposite', () => {
    expect(score(HISTORY, 'Les livres sont devenus plus chers et les idées se sont moins diffusées.')).toBeLessThan(50);
    expect(score(GEOGRAPHY, 'Parce que l’air monte et se refroidit, ce qui forme des nuages.')).toBeLessThan(50);
  });

  it('does not reward a bare list of keywords', () => {
    expect(score(SCIENCE, 'Lune lumière Soleil Terre face éclairée')).toBeLessThan(50);
    expect(score(HISTORY, 'livres, idées, savoirs, Réforme, humanisme')).toBeLessThan(50);
  });

  it('gives nothing for an empty answer or for not knowing', () => {
    for (const answer of ['', '   ', '?', 'Je ne sais pas.', 'je sais pas', 'Aucune idée !', 'jsp', '[Pas de réponse - Temps écoulé]']) {
      expect(score(GRAMMAR, answer)).toBeLessThanOrEqual(10);
    }
  });

  it('asks the teacher about a formula or figures it cannot read as words, not about punctuation', () => {
    const volume = { question: 'Comment calcule-t-on le volume d’un pavé droit ?', proposition: 'On multiplie la longueur par la largeur puis par la hauteur.' };
    expect(evaluateInFrench({ ...volume, answer: 'L × l × h' })).toMatchObject({ score: 0, needsReview: true });
    expect(evaluateInFrench({ ...volume, answer: '?!' })).toMatchObject({ score: 0, needsReview: false });
    expect(evaluateInFrench({ ...volume, answer: 'Je ne sais pas.' })).toMatchObject({ score: 0, needsReview: false });
  });

  it('still reads what follows an admission of doubt', () => {
    expect(score(SCIENCE, 'Je ne sais pas trop, mais je crois qu’elle réfléchit la lumière du Soleil.')).toBeGreaterThanOrEqual(50);
  });

  it('gives an off-topic answer a poor score', () => {
    expect(scoreBand(score(HISTORY, 'Les pyramides ont été construites par les Égyptiens.'))).toBe('poor');
    expect(scoreBand(score(GEOGRAPHY, 'Les chameaux peuvent boire beaucoup d’eau en une fois.'))).toBe('poor');
  });

  it('keeps an answer with spelling mistakes close to the correct one', () => {
    const correct = score(GRAMMAR, 'Le sujet fait l’action du verbe, on le trouve en demandant qui est-ce qui avant le verbe.');
    const misspelt = score(GRAMMAR, 'le sujé fait l’acion du verbe, on le trouve en demandent qui esce qui avan le verbe');
    expect(Math.abs(correct - misspelt)).toBeLessThanOrEqual(15);
    expect(scoreBand(misspelt)).not.toBe('poor');
  });

  it('repeating the question is not an answer, nor is one word of the model answer', () => {
    expect(scoreBand(score(GEOGRAPHY, 'Les déserts chauds reçoivent peu de pluie.'))).toBe('poor');
    expect(scoreBand(score(HISTORY, 'Les livres.'))).toBe('poor');
  });

  it('returns the same integer score and feedback for the same input', () => {
    const input = { ...HISTORY, answer: 'Les livres coûtent moins cher et les idées circulent.' };
    const first = evaluateInFrench(input);
    for (let i = 0; i < 5; i += 1) expect(evaluateInFrench(input)).toEqual(first);
    expect(Number.isInteger(first.score)).toBe(true);
    expect(first.score).toBeGreaterThanOrEqual(0);
    expect(first.score).toBeLessThanOrEqual(100);
  });

  it('explains its score in French, naming ideas found and missing', () => {
    const { feedback } = evaluateInFrench({ ...SCIENCE, answer: 'Elle réfléchit la lumière du Soleil.' });
    expect(feedback).toMatch(/Idées présentes : .*réfléchit/);
    expect(feedback).toMatch(/Idées manquantes : .*tournant/);
    expect(feedback.length).toBeLessThanOrEqual(300);
  });

  it('compares word for word a model answer made only of small words', () => {
    const yesNo = { question: 'Le Soleil tourne-t-il autour de la Terre ?', proposition: 'Non.' };
    expect(score(yesNo, 'Non, jamais.')).toBeGreaterThanOrEqual(90);
    expect(score(yesNo, 'Oui')).toBeLessThan(50);
  });

  it('refuses, with a French reason, a model answer with nothing to compare', async () => {
    await expect(createFrenchEvaluator().evaluate({ question: 'Q ?', proposition: '…', answer: 'Une réponse.' })).rejects.toMatchObject({
      name: 'EvaluationError',
      message: 'La réponse modèle ne contient aucun mot à comparer.',
      retryable: false,
    });
  });

  it('asks the teacher rather than fail a paraphrase in words it does not link, and says how sure it is', () => {
    const paraphrase = evaluateInFrench({ ...HISTORY, answer: 'Grâce aux machines, les ouvrages sortaient en grand nombre, si bien que la pensée nouvelle gagnait toute l’Europe.' });
    expect(paraphrase.score).toBeLessThan(50);
    expect(paraphrase.needsReview).toBe(true);
    const clear = evaluateInFrench({ ...HISTORY, answer: 'On a pu fabriquer les livres plus rapidement et pour moins cher, donc les idées et les savoirs se sont répandus, ce qui a aidé la Réforme et l’humanisme.' });
    expect(clear.needsReview).toBe(false);
    expect(clear.confidence).toBeGreaterThan(paraphrase.confidence!);
    expect(evaluateInFrench({ ...HISTORY, answer: 'Je ne sais pas.' })).toMatchObject({ score: 0, needsReview: false });
  });

  it('is an Evaluator with a French name', async () => {
    const evaluator = createFrenchEvaluator();
    expect(evaluator.name).toBe(FRENCH_EVALUATOR_NAME);
    await expect(evaluator.evaluate({ ...SCIENCE, answer: 'Je ne sais pas' })).resolves.toMatchObject({ score: 0 });
  });
});

describe('LaTeX in the model answer', () => {
  const PHYSICS = {
    question: 'Comment calcule-t-on la vitesse moyenne $v$ ?',
    proposition: 'La vitesse moyenne est la distance parcourue divisée par la durée du trajet : $v = \\frac{d}{t}$.',
  };
  const PLAIN = { ...PHYSICS, proposition: 'La vitesse moyenne est la distance parcourue divisée par la durée du trajet : v = d/t.' };

  it('scores answers as if the formula were written as text', () => {
    for (const answer of [
      'On divise la distance parcourue par la durée du trajet.',
      'v = d/t, la distance divisée par le temps',
      'La vitesse est le temps multiplié par la masse.',
    ]) {
      expect(evaluateInFrench({ ...PHYSICS, answer })).toEqual(evaluateInFrench({ ...PLAIN, answer }));
    }
    expect(score(PHYSICS, 'On divise la distance parcourue par la durée du trajet.')).toBeGreaterThanOrEqual(70);
  });

  it('never asks for the LaTeX commands themselves', () => {
    const poor = evaluateInFrench({ ...PHYSICS, answer: 'Je pense que frac d t.' });
    expect(poor.score).toBeLessThan(50);
    const { feedback } = evaluateInFrench({ ...PHYSICS, answer: 'La distance.' });
    expect(feedback).not.toMatch(/frac|\\\\|\{|\$/);
  });
});
