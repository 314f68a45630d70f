/**
 * What a failed start tells the person who runs the server: one French line saying what to
 * fix, never a stack trace (decision 261). A school's administrator reads it in a terminal or
 * a service log; the stack is for developers and appears only at LOG_LEVEL=debug.
 */
import type { Config } from './config';

/** A failure whose message is already written for the administrator. */
export class StartupError extends Error {}

interface SystemError {
  code?: string;
  message?: string;
  /** AggregateError (several addresses tried, e.g. IPv4 and IPv6 for localhost). */
  errors?: SystemError[];
  cause?: SystemError;
}

/** The first error code found in the error, its cause or its aggregated errors. */
function codeOf(error: SystemError | undefined, depth = 0): string | undefined {
  if (!error || depth > 4) return undefined;
  return error.code ?? codeOf(error.cause, depth + 1) ?? error.errors?.map((e) => codeOf(e, depth + 1)).find(Boolean);
}

/** `host:port` of a URL, never its user or password. */
export function whereOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return '(adresse illisible)';
  }
}

/** The database's name in a PostgreSQL URL. */
function databaseNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || '(sans nom)';
  } catch {
    return '(sans nom)';
  }
}

/** The line that explains why the database could not be opened. */
export function databaseFailure(error: unknown, config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  const code = codeOf(error as SystemError);
  if (!config.databaseUrl) {
    return `La base de données intégrée (${config.dataDir}) n’a pas pu être ouverte : ${(error as Error).message}. Vérifiez que le dossier DATA_DIR est accessible en écriture, ou restaurez une sauvegarde (npm run restore).`;
  }
  const where = whereOf(config.databaseUrl);
  switch (code) {
    case 'ECONNREFUSED':
      return `PostgreSQL ne répond pas sur ${where} (connexion refusée) : démarrez le serveur PostgreSQL ou corrigez l’hôte et le port de DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `L’hôte de DATABASE_URL (${where}) est introuvable : corrigez son nom dans DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `PostgreSQL refuse l’utilisateur ou le mot de passe de DATABASE_URL (${where}) : corrigez-les dans DATABASE_URL.`;
    case '3D000':
      return `La base « ${databaseNameOf(config.databaseUrl)} » n’existe pas sur ${where} : créez-la (createdb ${databaseNameOf(config.databaseUrl)}) ou corrigez DATABASE_URL.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL (${where}) ne répond pas à temps : vérifiez que la machine est joignable depuis ce serveur et que DATABASE_URL est juste.`;
    default:
      if (/timeout/i.test((error as Error).message ?? '')) {
        return `PostgreSQL (${where}) ne répond pas à temps : vérifiez que la machine est joignable depuis ce serveur et que DATABASE_URL est juste.`;
      }
      return `PostgreSQL (${where}) a refusé le démarrage : ${(error as Error).message}.`;
  }
}

/** The line that explains why the app could not listen on its port. */
export function listenFailure(error: unknown, config: Pick<Config, 'port' | 'host'>): string {
  switch (codeOf(error as SystemError)) {
    case 'EADDRINUSE':
      return `Le port ${config.port} est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre port avec PORT.`;
    case 'EACCES':
      return `Le port ${config.port} demande des droits d’administrateur : choisissez un port au-dessus de 1024 avec PORT.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `L’adresse HOST=${config.host} n’appartient pas à cette machine : corrigez HOST (0.0.0.0 pour toutes ses adresses, 127.0.0.1 derrière un proxy local).`;
    default:
      return `Impossible d’écouter sur ${config.host}:${config.port} : ${(error as Error).message}.`;
  }
}

/** What to print for any failure during the start, and whether to add the stack. */
export function startupMessage(error: unknown, logLevel: string): string {
  const line = error instanceof Error ? error.message : String(error);
  if (logLevel === 'debug' || logLevel === 'trace') return `${line}\n${(error as Error)?.stack ?? ''}`;
  return line;
}
