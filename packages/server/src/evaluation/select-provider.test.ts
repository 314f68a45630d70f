import { describe, expect, it } from 'vitest';
import { loadEvaluationConfig } from '../config';
import { FRENCH_EVALUATOR_NAME } from './french/french-evaluator';
import { DEFAULT_EVALUATION_CONFIG, selectEvaluator } from './select-provider';

describe('evaluation configuration', () => {
  it('defaults to the built-in evaluator, a 15 s time-out and 4 requests at once', () => {
    expect(loadEvaluationConfig({})).toEqual(DEFAULT_EVALUATION_CONFIG);
    expect(selectEvaluator(loadEvaluationConfig({})).name).toBe(FRENCH_EVALUATOR_NAME);
  });

  it('reads the OpenAI-compatible settings', () => {
    const config = loadEvaluationConfig({
      EVALUATION_PROVIDER: 'openai',
      EVALUATION_BASE_URL: 'http://localhost:11434/v1',
      EVALUATION_MODEL: 'mistral-small',
      EVALUATION_TIMEOUT_MS: '30000',
      EVALUATION_CONCURRENCY: '2',
    });
    expect(config).toEqual({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      model: 'mistral-small',
      timeoutMs: 30_000,
      concurrency: 2,
    });
    expect(selectEvaluator(config).name).toBe('modèle mistral-small (API compatible OpenAI)');
  });

  it('refuses an unknown provider at start', () => {
    expect(() => loadEvaluationConfig({ EVALUATION_PROVIDER: 'gpt' })).toThrow('EVALUATION_PROVIDER=gpt : valeurs possibles builtin ou openai.');
  });

  it('names what is missing for the OpenAI-compatible provider, never the key', () => {
    const key = 'sk-secret-key-value';
    expect(() => selectEvaluator(loadEvaluationConfig({ EVALUATION_PROVIDER: 'openai', EVALUATION_API_KEY: key }))).toThrow(
      /needs EVALUATION_BASE_URL and EVALUATION_MODEL/,
    );
    expect(() =>
      selectEvaluator(loadEvaluationConfig({ EVALUATION_PROVIDER: 'openai', EVALUATION_BASE_URL: 'https://api.openai.com/v1', EVALUATION_API_KEY: key })),
    ).toThrow(/needs EVALUATION_MODEL/);
    try {
      selectEvaluator(loadEvaluationConfig({ EVALUATION_PROVIDER: 'openai', EVALUATION_API_KEY: key }));
    } catch (error) {
      expect(String(error)).not.toContain(key);
    }
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() =>
      selectEvaluator(loadEvaluationConfig({ EVALUATION_PROVIDER: 'openai', EVALUATION_BASE_URL: 'api.openai.com', EVALUATION_MODEL: 'gpt-4o-mini' })),
    ).toThrow(/EVALUATION_BASE_URL must be an http\(s\) URL/);
  });
});
