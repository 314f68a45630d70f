/**
 * Names of the downloaded files (docs/product.md#exports): the session name or code and the day, safe on
 * every operating system and in a Content-Disposition header.
 */

const SLUG_MAX_LENGTH = 60;
/** Letters that Unicode decomposition does not reduce to ASCII. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ð: 'd', þ: 'th' };

/** Lowercase ASCII letters, digits and dashes; accents folded; never empty. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłðþ]/g, (letter) => LIGATURES[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'session' : slug;
}

/** The day in the local calendar (the person downloading), YYYY-MM-DD. */
export function fileDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date for a file name');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Session codes are uppercase letters and digits; anything else is dropped. */
function safeCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'SESSION';
}

export function questionsExportFileName(sessionName: string, date: Date): string {
  return `questions-${fileSlug(sessionName)}-${fileDate(date)}.json`;
}

export function resultsExportFileName(code: string, date: Date): string {
  return `session-${safeCode(code)}-results-${fileDate(date)}.json`;
}

export function rankingCsvFileName(code: string, date: Date): string {
  return `ranking-${safeCode(code)}-${fileDate(date)}.csv`;
}
