/**
 * The evaluator the configuration asks for. Nothing configured: the built-in French
 * evaluator, so open answers are scored out of the box. A misconfigured provider stops the
 * server at start with a message naming the missing variable, rather than leaving every
 * answer unevaluated later. Messages never repeat the key.
 */
import type { EvaluationConfig } from '../config';
import type { Evaluator } from './evaluator';
import { createPooledFrenchEvaluator } from './french/evaluator-pool';
import { createOpenAiEvaluator } from './openai-provider';

export const DEFAULT_EVALUATION_CONFIG: EvaluationConfig = {
  provider: 'builtin',
  baseUrl: null,
  apiKey: null,
  model: null,
  timeoutMs: 15_000,
  concurrency: 4,
};

export function selectEvaluator(config: EvaluationConfig): Evaluator {
  // In worker threads: reading a burst of answers must not slow their acknowledgements (decision 183).
  if (config.provider === 'builtin') return createPooledFrenchEvaluator();

  const missing = [!config.baseUrl && 'EVALUATION_BASE_URL', !config.model && 'EVALUATION_MODEL'].filter(Boolean);
  if (missing.length > 0 || !config.baseUrl || !config.model) {
    throw new Error(`EVALUATION_PROVIDER=openai needs ${missing.join(' and ')} (EVALUATION_API_KEY too, unless the server needs no key)`);
  }
  if (!isHttpUrl(config.baseUrl)) {
    throw new Error(`EVALUATION_BASE_URL must be an http(s) URL such as https://api.openai.com/v1 or http://localhost:11434/v1, got: ${config.baseUrl}`);
  }
  return createOpenAiEvaluator({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
  });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
