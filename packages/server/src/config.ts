/**
 * Configuration from environment variables, read once at start. Every variable is
 * documented in the README; tests build a Config directly instead.
 */
import { ARRIVALS_PER_WINDOW } from '@ciar/shared/constants';
import path from 'node:path';
import { trustFunction, type TrustProxy } from './http/client-address';

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** Redis shared by several app processes for socket.io rooms; null for a single process. */
  redisUrl: string | null;
  logLevel: string;
  /**
   * The reverse proxies in front of the app, whose X-Forwarded-* headers are believed: a number
   * of hops, or their addresses/CIDR ranges; false when clients connect directly.
   */
  trustProxy: TrustProxy;
  /** Extra origins allowed to open the real-time channel, besides the app's own. */
  allowedOrigins: string[];
  /** Attempts allowed per client and minute on login and registration. */
  authRateLimit: number;
  /** Unknown session codes a client address may try per minute (a class often shares one address). */
  joinRateLimit: number;
  /** New names one session takes per 10 s, whatever their addresses (decision 262). */
  arrivalsPer10s: number;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  /** Folder of the embedded database's daily backups; null: no daily backup. */
  backupDir: string | null;
  /** Daily backups kept in backupDir (the newest ones). */
  backupKeep: number;
  /** Ended sessions are removed this many days after they ended; null: kept until a teacher deletes them. */
  retentionDays: number | null;
  /** Bearer token that opens GET /metrics; null: no metrics route at all. */
  metricsToken: string | null;
  /** Who scores open answers (docs/product.md#evaluation-of-open-answers): the built-in French evaluator unless configured otherwise. */
  evaluation: EvaluationConfig;
}

export const EVALUATION_PROVIDERS = ['builtin', 'openai'] as const;

export interface EvaluationConfig {
  provider: (typeof EVALUATION_PROVIDERS)[number];
  /** OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string | null;
  /** Never logged; null for servers that need none (a local Ollama). */
  apiKey: string | null;
  model: string | null;
  /** Time allowed to one request to the provider. */
  timeoutMs: number;
  /** Requests to the provider at once. */
  concurrency: number;
}

function parseEvaluationProvider(value: string | undefined): EvaluationConfig['provider'] {
  const provider = (value || 'builtin').trim().toLowerCase();
  const known = EVALUATION_PROVIDERS.find((p) => p === provider);
  if (!known) throw new Error(`EVALUATION_PROVIDER=${value} : valeurs possibles ${EVALUATION_PROVIDERS.join(' ou ')}.`);
  return known;
}

export function loadEvaluationConfig(env: NodeJS.ProcessEnv): EvaluationConfig {
  return {
    provider: parseEvaluationProvider(env.EVALUATION_PROVIDER),
    baseUrl: env.EVALUATION_BASE_URL?.trim() || null,
    apiKey: env.EVALUATION_API_KEY?.trim() || null,
    model: env.EVALUATION_MODEL?.trim() || null,
    timeoutMs: positiveInt('EVALUATION_TIMEOUT_MS', env.EVALUATION_TIMEOUT_MS, 15_000),
    concurrency: positiveInt('EVALUATION_CONCURRENCY', env.EVALUATION_CONCURRENCY, 4),
  };
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY doit indiquer le nombre de proxys devant l’application (par exemple 1 derrière un seul nginx) ' +
  'ou la liste de leurs adresses ou plages CIDR (par exemple 10.0.0.5,10.1.0.0/16). / ' +
  'TRUST_PROXY must be the number of proxy hops in front of the app (e.g. 1 behind a single nginx) ' +
  'or a list of their addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16).';

/**
 * `true` would believe every address of X-Forwarded-For, the left-most of which the client
 * writes itself: any client could then pick its own rate-limit bucket. So it is refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') throw new Error(`TRUST_PROXY=true est refusé (tout client pourrait choisir son adresse). / TRUST_PROXY=true is refused (any client could pick its own address). ${TRUST_PROXY_HELP}`);
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 0 && hops <= 10) return hops;
    throw new Error(`TRUST_PROXY=${raw} : ${TRUST_PROXY_HELP}`);
  }
  const addresses = raw.split(',').map((a) => a.trim()).filter(Boolean);
  try {
    trustFunction(addresses); // refuses what is not an address, a CIDR range or a known name
  } catch {
    throw new Error(`TRUST_PROXY=${raw} : ${TRUST_PROXY_HELP}`);
  }
  return addresses;
}

/**
 * Unset or empty: the default. Anything else must be a whole number of at least 1: a typo
 * silently replaced by the default would run the school on a setting nobody chose.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A hop count believes whatever address the last hop wrote, whoever that hop is: an app that
 * also listens beyond loopback can be reached around its proxy by a client writing its own
 * X-Forwarded-For (decision 261). Named proxies, or loopback, close that door.
 */
export function trustProxyWarning(config: Pick<Config, 'trustProxy' | 'host'>): string | null {
  if (typeof config.trustProxy !== 'number' || LOOPBACK_HOSTS.has(config.host)) return null;
  return (
    `TRUST_PROXY=${config.trustProxy} croit l’adresse écrite par quiconque joint directement le port de l’application sur ${config.host} : ` +
    'nommez plutôt le proxy (TRUST_PROXY=127.0.0.1 ou son adresse, sa plage), ou faites écouter l’application sur HOST=127.0.0.1 derrière lui.'
  );
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  return optionalPositiveInt(name, value) ?? fallback;
}

/** Unset or empty: off. Anything else must be a whole number of at least 1, or the start stops. */
function optionalPositiveInt(name: string, value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}=${value} : un nombre entier d’au moins 1 est attendu.`);
  return n;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT=${value} : un numéro de port entre 1 et 65535 est attendu (5001 par défaut).`);
  }
  return port;
}

/** Unset or empty: none. Otherwise a URL of one of `protocols`, checked now rather than at first use. */
function optionalUrl(name: string, value: string | undefined, protocols: string[], example: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    protocol = '';
  }
  if (!protocols.includes(protocol)) throw new Error(`${name} n’est pas une adresse valable : elle doit ressembler à ${example}.`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv, webDist: string | null): Config {
  return {
    port: parsePort(env.PORT, 5001),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: optionalUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], 'postgres://utilisateur:mot-de-passe@hôte:5432/base'),
    redisUrl: optionalUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], 'redis://hôte:6379'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    authRateLimit: positiveInt('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 10),
    joinRateLimit: positiveInt('JOIN_RATE_LIMIT', env.JOIN_RATE_LIMIT, 300),
    arrivalsPer10s: positiveInt('ARRIVALS_PER_10S', env.ARRIVALS_PER_10S, ARRIVALS_PER_WINDOW),
    webDist,
    backupDir: env.BACKUP_DIR?.trim() ? path.resolve(env.BACKUP_DIR.trim()) : null,
    backupKeep: positiveInt('BACKUP_KEEP', env.BACKUP_KEEP, 7),
    retentionDays: optionalPositiveInt('RETENTION_DAYS', env.RETENTION_DAYS),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    evaluation: loadEvaluationConfig(env),
  };
}
