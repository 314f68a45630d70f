import { describe, expect, it } from 'vitest';
import { handScore, readAnswer } from './french-evaluator';
import { featuresOf } from './learned-features';
import { crossValidated, fit, latent, scoreOfLatent, solve, type Sample } from './learned-fit';

const MOON = {
  question: 'Pourquoi la Lune a-t-elle des phases ?',
  proposition: 'La Lune ne produit pas de lumière : elle réfléchit celle du Soleil. En tournant autour de la Terre, elle nous montre une partie plus ou moins grande de sa face éclairée.',
};

function features(answer: string) {
  const reading = readAnswer({ ...MOON, answer });
  return featuresOf(reading, handScore(reading));
}

describe('the learned combination’s features', () => {
  it('read a faithful answer as covering, relevant and long', () => {
    const f = features('La Lune réfléchit la lumière du Soleil et, en tournant autour de la Terre, elle montre une partie plus ou moins grande de sa face éclairée.');
    expect(f.coverage).toBeGreaterThan(0.6);
    expect(f.relevance).toBeGreaterThan(0.8);
    expect(f.strongShare).toBeGreaterThan(0.5);
    expect(f.length).toBeGreaterThan(0.9);
    expect(f.contradiction).toBe(0);
    expect(f.hand).toBeGreaterThanOrEqual(0.9);
  });

  it('read an off-topic answer as covering and relating to nothing', () => {
    const f = features('Les pyramides ont été construites par les Égyptiens.');
    expect(f.coverage).toBe(0);
    expect(f.relevance).toBe(0);
    expect(f.shared).toBe(0);
  });

  it('see a negation and a keyword list', () => {
    expect(features('La Lune ne réfléchit pas la lumière du Soleil.').negation).toBe(1);
    expect(features('Lune lumière Soleil Terre face éclairée').keywordList).toBe(1);
  });

  it('stay between −1 and 2', () => {
    for (const value of Object.values(features('Elle tourne autour de la Terre, 28 jours.'))) {
      expect(value).toBeGreaterThanOrEqual(-1);
      expect(value).toBeLessThanOrEqual(2);
    }
  });
});

describe('the fitted combination', () => {
  const samples: Sample[] = Array.from({ length: 40 }, (_, i) => {
    const x = i / 39;
    return { x: [x, (i * 7) % 5], rank: Math.min(3, Math.floor(x * 4)), group: `q${i % 8}` };
  });

  it('solves a small linear system', () => {
    expect(solve([[2, 1], [1, 3]], [3, 5]).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([0.8, 1.4]);
  });

  it('puts the thresholds on the band edges', () => {
    const t: [number, number, number] = [0, 1, 2];
    expect([-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5].map((v) => scoreOfLatent(v, t))).toEqual([0, 25, 50, 60, 70, 80, 90, 100]);
  });

  it.each(['ridge', 'ordinal'] as const)('learns the rank from the informative feature (%s)', (kind) => {
    const model = fit(kind, samples, 1);
    expect(Math.abs(model.weights[0]!)).toBeGreaterThan(10 * Math.abs(model.weights[1]!));
    const ranks = samples.map((s) => {
      const score = scoreOfLatent(latent(model, s.x), model.thresholds);
      return score >= 90 ? 3 : score >= 70 ? 2 : score >= 50 ? 1 : 0;
    });
    expect(ranks.filter((rank, i) => rank === samples[i]!.rank).length).toBeGreaterThanOrEqual(32);
  });

  it('scores each question with a model fitted without it', () => {
    const seen: string[][] = [];
    crossValidated(
      samples,
      (training) => {
        seen.push([...new Set(training.map((s) => s.group))]);
        return null;
      },
      () => 0,
    );
    expect(seen).toHaveLength(8);
    seen.forEach((groups) => expect(groups).toHaveLength(7));
  });
});
