/**
 * Fitting the small learned combination of decision 158: a linear score of the evaluator's own
 * signals, cut into the four bands at three thresholds. Two ways to fit it, both regularised:
 * ridge regression on the band's rank (0 Insuffisant … 3 Excellent, cut at 0.5, 1.5, 2.5), and
 * a cumulative-logit (ordinal) regression that learns its thresholds. Pure arithmetic: the
 * script `scripts/fit-evaluator.ts` runs it on the training sets and writes the constants.
 */

export type ModelKind = 'ridge' | 'ordinal';

/** A fitted model on raw (unscaled) features: latent = bias + Σ weights·x, bands cut at thresholds. */
export interface LinearBands {
  weights: number[];
  bias: number;
  /** Three increasing cut points: Insuffisant | Moyen | Bon | Excellent. */
  thresholds: [number, number, number];
}

export interface Sample {
  x: number[];
  /** Band rank: 0 Insuffisant, 1 Moyen, 2 Bon, 3 Excellent. */
  rank: number;
  /** What the answers are grouped by for cross-validation (the question). */
  group: string;
}

/** Means and spreads of each feature, so that one penalty fits all. */
function scaling(xs: readonly number[][]): { mean: number[]; spread: number[] } {
  const d = xs[0]?.length ?? 0;
  const mean = Array.from({ length: d }, (_, j) => xs.reduce((sum, x) => sum + (x[j] ?? 0), 0) / xs.length);
  const spread = mean.map((m, j) => {
    const variance = xs.reduce((sum, x) => sum + ((x[j] ?? 0) - m) ** 2, 0) / xs.length;
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  return { mean, spread };
}

/** Solves A·v = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
export function solve(a: readonly number[][], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const head = m[col]!;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / head[col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * head[k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Back from scaled to raw features. */
function unscale(scaledWeights: readonly number[], scaledBias: number, mean: readonly number[], spread: readonly number[]): { weights: number[]; bias: number } {
  const weights = scaledWeights.map((w, j) => w / spread[j]!);
  const bias = scaledBias - weights.reduce((sum, w, j) => sum + w * mean[j]!, 0);
  return { weights, bias };
}

function fitRidge(samples: readonly Sample[], lambda: number): LinearBands {
  const { mean, spread } = scaling(samples.map((s) => s.x));
  const d = mean.length;
  const xs = samples.map((s) => s.x.map((v, j) => (v - mean[j]!) / spread[j]!));
  const yMean = samples.reduce((sum, s) => sum + s.rank, 0) / samples.length;
  const a = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => xs.reduce((sum, x) => sum + x[i]! * x[j]!, 0) + (i === j ? lambda : 0)));
  const b = Array.from({ length: d }, (_, i) => xs.reduce((sum, x, k) => sum + x[i]! * (samples[k]!.rank - yMean), 0));
  const { weights, bias } = unscale(solve(a, b), yMean, mean, spread);
  return { weights, bias, thresholds: [0.5, 1.5, 2.5] };
}

function sigmoid(t: number): number {
  return 1 / (1 + Math.exp(-t));
}

const ORDINAL_STEPS = 1500;
const ORDINAL_RATE = 0.05;

/**
 * Cumulative logit: P(rank ≤ k) = σ(θk − w·x). Thresholds kept increasing as θ1, θ1 + e^a,
 * θ1 + e^a + e^b. Full-batch gradient descent with momentum on the mean log-loss + λ/n·|w|²/2.
 */
function fitOrdinal(samples: readonly Sample[], lambda: number): LinearBands {
  const { mean, spread } = scaling(samples.map((s) => s.x));
  const d = mean.length;
  const n = samples.length;
  const xs = samples.map((s) => s.x.map((v, j) => (v - mean[j]!) / spread[j]!));
  const w = new Array<number>(d).fill(0);
  let [c, a, b] = [-1, 0, 0];
  const velocity = new Array<number>(d + 3).fill(0);
  for (let step = 0; step < ORDINAL_STEPS; step += 1) {
    const theta = [c, c + Math.exp(a), c + Math.exp(a) + Math.exp(b)];
    const gw = w.map((value) => (lambda / n) * value);
    const gt = [0, 0, 0];
    xs.forEach((x, i) => {
      const z = x.reduce((sum, v, j) => sum + v * w[j]!, 0);
      const k = samples[i]!.rank;
      const upper = k < 3 ? sigmoid(theta[k]! - z) : 1;
      const lower = k > 0 ? sigmoid(theta[k - 1]! - z) : 0;
      const p = Math.max(upper - lower, 1e-12);
      const fu = k < 3 ? upper * (1 - upper) : 0;
      const fl = k > 0 ? lower * (1 - lower) : 0;
      // d(−log p): dp/dz = −fu + fl, dp/dθk = fu, dp/dθ(k−1) = −fl.
      const dz = (fu - fl) / p / n;
      x.forEach((v, j) => (gw[j]! += dz * v));
      if (k < 3) gt[k]! -= fu / p / n;
      if (k > 0) gt[k - 1]! += fl / p / n;
    });
    const gc = gt[0]! + gt[1]! + gt[2]!;
    const ga = (gt[1]! + gt[2]!) * Math.exp(a);
    const gb = gt[2]! * Math.exp(b);
    const gradient = [...gw, gc, ga, gb];
    gradient.forEach((g, j) => (velocity[j] = 0.9 * velocity[j]! - ORDINAL_RATE * g));
    w.forEach((_, j) => (w[j]! += velocity[j]!));
    c += velocity[d]!;
    a += velocity[d + 1]!;
    b += velocity[d + 2]!;
  }
  const { weights, bias } = unscale(w, 0, mean, spread);
  const theta: [number, number, number] = [c, c + Math.exp(a), c + Math.exp(a) + Math.exp(b)];
  return { weights, bias, thresholds: theta };
}

export function fit(kind: ModelKind, samples: readonly Sample[], lambda: number): LinearBands {
  return kind === 'ridge' ? fitRidge(samples, lambda) : fitOrdinal(samples, lambda);
}

export function latent(model: LinearBands, x: readonly number[]): number {
  return model.weights.reduce((sum, w, j) => sum + w * (x[j] ?? 0), model.bias);
}

/**
 * Latent value → 0–100, piecewise linear so that the thresholds fall on the band edges (50,
 * 70, 90): the score's band is the model's band. Moyen and Bon span 20 points between their
 * thresholds; Insuffisant reaches 0 one such span below the first threshold, Excellent 100
 * half a span above the last.
 */
export function scoreOfLatent(value: number, [t1, t2, t3]: readonly [number, number, number]): number {
  const span = Math.max(1e-9, (t3 - t1) / 2);
  let score: number;
  if (value < t1) score = 50 - (50 * (t1 - value)) / span;
  else if (value < t2) score = 50 + (20 * (value - t1)) / Math.max(1e-9, t2 - t1);
  else if (value < t3) score = 70 + (20 * (value - t2)) / Math.max(1e-9, t3 - t2);
  else score = 90 + (10 * (value - t3)) / (span / 2);
  return Math.round(Math.max(0, Math.min(100, score)));
}

/** Leave-one-group-out predictions: each answer scored by a model fitted without its question. */
export function crossValidated<T>(samples: readonly Sample[], fitFold: (training: Sample[]) => T, predict: (model: T, sample: Sample) => number): number[] {
  const groups = [...new Set(samples.map((s) => s.group))];
  const predictions = new Array<number>(samples.length).fill(0);
  for (const group of groups) {
    const model = fitFold(samples.filter((s) => s.group !== group));
    samples.forEach((s, i) => {
      if (s.group === group) predictions[i] = predict(model, s);
    });
  }
  return predictions;
}
