/**
 * The ranking as a CSV file for French spreadsheet users (docs/product.md#exports, 9 columns). Written for
 * Excel in French locales: UTF-8 BOM so accents survive, ';' between fields, CRLF line ends,
 * and decimal commas ('85,5') so rates stay numbers in the sheet. Names are typed by students,
 * so a name that looks like a formula is neutralised before a spreadsheet can run it.
 */
import type { RankedStudent } from './ranking';

export const RANKING_CSV_HEADERS = [
  'Rang',
  'Nom',
  'Identifiant',
  'Réponses totales',
  'Réponses correctes',
  'Participation (%)',
  'Réussite (%)',
  'Questions ouvertes évaluées',
  'Moyenne questions ouvertes (%)',
] as const;

export type RankingCsvRow = Pick<
  RankedStudent,
  | 'rank'
  | 'studentName'
  | 'studentId'
  | 'totalResponses'
  | 'correctResponses'
  | 'participationRate'
  | 'accuracyRate'
  | 'openEvaluated'
  | 'openAverage'
>;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** A text cell: formula-looking text gets a leading quote, then RFC 4180 quoting. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number with a decimal comma and at most one decimal place; empty for a missing value. */
export function csvNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
}

export function rankingCsv(rows: ReadonlyArray<RankingCsvRow>): string {
  const lines = [
    RANKING_CSV_HEADERS.join(SEPARATOR),
    ...rows.map((row) =>
      [
        csvNumber(row.rank),
        csvText(row.studentName),
        csvText(row.studentId),
        csvNumber(row.totalResponses),
        csvNumber(row.correctResponses),
        csvNumber(row.participationRate),
        csvNumber(row.accuracyRate),
        csvNumber(row.openEvaluated),
        csvNumber(row.openAverage),
      ].join(SEPARATOR),
    ),
  ];
  return BOM + lines.map((line) => line + LINE_END).join('');
}
