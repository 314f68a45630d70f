/**
 * Evaluation by any OpenAI-compatible chat-completions API: OpenAI, Mistral, a local Ollama
 * or vLLM. The client's own retries are off: this file decides what is worth retrying
 * (rate limits, server errors, time-outs, lost connections and output that is not the
 * JSON asked for), waits with exponential backoff and jitter between attempts, and gives
 * up after a bounded number of them with a French reason the teacher can act on.
 */
import OpenAI from 'openai';
import { EvaluationError } from './evaluation-error';
import { parseEvaluation } from './evaluation-result';
import type { Evaluation, EvaluationInput, Evaluator } from './evaluator';
import { SYSTEM_PROMPT, userPrompt } from './openai-prompt';

export interface OpenAiProviderOptions {
  baseUrl: string;
  /** Null for servers that need none (a local Ollama or vLLM): no Authorization header is sent. */
  apiKey: string | null;
  model: string;
  /** Time allowed to one request. */
  timeoutMs: number;
  /** Requests per evaluation, the first included. */
  maxAttempts?: number;
  /** First backoff delay; each retry doubles it, with full jitter. */
  backoffMs?: number;
  /** Longest wait between two attempts, a Retry-After header included. */
  maxBackoffMs?: number;
  /** Tests make waiting instant; production sleeps. */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULTS = { maxAttempts: 3, backoffMs: 500, maxBackoffMs: 10_000 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function openAiProviderName(model: string): string {
  return `modèle ${model} (API compatible OpenAI)`;
}

export function createOpenAiEvaluator(options: OpenAiProviderOptions): Evaluator {
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const backoffMs = options.backoffMs ?? DEFAULTS.backoffMs;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULTS.maxBackoffMs;
  const sleep = options.sleep ?? defaultSleep;

  const client = new OpenAI({
    baseURL: options.baseUrl,
    // The client refuses to start without a key; for keyless servers it gets a placeholder
    // and the header carrying it is removed below.
    apiKey: options.apiKey ?? 'none',
    ...(options.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Explicit nulls: the OPENAI_* variables of the environment must not leak into requests
    // sent to another provider.
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: 0,
    // The client's debug logs would print the prompts, hence the students' answers.
    logLevel: 'off',
  });

  async function attempt(input: EvaluationInput): Promise<Evaluation> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create({
        model: options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(input) },
        ],
        response_format: { type: 'json_object' },
      });
    } catch (error) {
      throw asEvaluationError(error, options.timeoutMs);
    }
    const evaluation = parseEvaluation(asEvaluation(parseJsonContent(completion.choices?.[0]?.message?.content)));
    if (!evaluation) throw new EvaluationError(INVALID_OUTPUT, true);
    return evaluation;
  }

  return {
    name: openAiProviderName(options.model),
    kind: 'openai',
    async evaluate(input) {
      for (let n = 1; ; n++) {
        try {
          return await attempt(input);
        } catch (error) {
          const failure = error instanceof EvaluationError ? error : new EvaluationError(UNKNOWN_FAILURE, false);
          if (!failure.retryable || n >= maxAttempts) {
            throw n > 1 ? new EvaluationError(`${failure.message} (${n} tentatives)`, failure.retryable) : failure;
          }
          // Full jitter: a whole class retrying after the same 429 does not come back in step.
          const exponential = Math.min(maxBackoffMs, backoffMs * 2 ** (n - 1));
          const delay = Math.max(Math.random() * exponential, Math.min(maxBackoffMs, retryAfterMs(error) ?? 0));
          await sleep(delay);
        }
      }
    },
  };
}

const INVALID_OUTPUT = "Le service d'évaluation a renvoyé une réponse invalide (une note entière de 0 à 100 et un commentaire étaient attendus).";
const UNKNOWN_FAILURE = "Le service d'évaluation a échoué pour une raison inconnue.";

/** The JSON object of the reply; models served locally sometimes wrap it in a Markdown code block. */
function parseJsonContent(content: string | null | undefined): unknown {
  if (typeof content !== 'string') return null;
  const text = content.trim().replace(/^```(?:json)?\s*\n([\s\S]*?)\n?```$/i, '$1');
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The model's reply in our terms: its "unsure" is our needsReview (absent: sure). */
function asEvaluation(reply: unknown): unknown {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) return reply;
  const { unsure, ...rest } = reply as Record<string, unknown>;
  return unsure === true ? { ...rest, needsReview: true } : rest;
}

function asEvaluationError(error: unknown, timeoutMs: number): EvaluationError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return withCause(new EvaluationError(`Le service d'évaluation n'a pas répondu dans le délai de ${seconds(timeoutMs)} s.`, true), error);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return withCause(new EvaluationError("Le service d'évaluation est injoignable.", true), error);
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429) return withCause(new EvaluationError("Le service d'évaluation reçoit trop de demandes (HTTP 429).", true), error);
    if (status >= 500) return withCause(new EvaluationError(`Le service d'évaluation est en erreur (HTTP ${status}).`, true), error);
    if (status === 401 || status === 403) {
      return withCause(new EvaluationError(`Le service d'évaluation refuse l'accès (HTTP ${status}) : vérifiez EVALUATION_API_KEY.`, false), error);
    }
    if (status === 408) return withCause(new EvaluationError("Le service d'évaluation n'a pas répondu à temps (HTTP 408).", true), error);
    return withCause(
      new EvaluationError(`Le service d'évaluation refuse la demande (HTTP ${status}) : vérifiez EVALUATION_MODEL et EVALUATION_BASE_URL.`, false),
      error,
    );
  }
  // A body that is not even JSON: the same as a reply that is not the JSON asked for.
  if (error instanceof SyntaxError) return withCause(new EvaluationError(INVALID_OUTPUT, true), error);
  return withCause(new EvaluationError(UNKNOWN_FAILURE, false), error);
}

/** 1500 → '1,5', in French. */
function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10).replace('.', ',');
}

/** The original error travels as `cause` for debugging; its text is never stored or logged. */
function withCause(failure: EvaluationError, cause: unknown): EvaluationError {
  Object.defineProperty(failure, 'cause', { value: cause, enumerable: false });
  return failure;
}

/** A Retry-After header (seconds or an HTTP date) on a 429 or 503, in milliseconds. */
function retryAfterMs(error: unknown): number | null {
  const cause = (error as { cause?: unknown }).cause;
  if (!(cause instanceof OpenAI.APIError) || !cause.headers) return null;
  const value = cause.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
