import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvNumber, csvText, RANKING_CSV_HEADERS, rankingCsv } from './ranking-csv';
import type { RankingCsvRow } from './ranking-csv';
import { parseCsv } from './testing/parse-csv';


const row = (over: Partial<RankingCsvRow>): RankingCsvRow => ({
  rank: 1,
  studentName: 'Alice',
  studentId: 'ABC123_alice',
  totalResponses: 10,
  correctResponses: 8,
  participationRate: 100,
  accuracyRate: 80,
  openEvaluated: 2,
  openAverage: 72.5,
  ...over,
});

describe('rankingCsv', () => {
  it('starts with a UTF-8 BOM and the 9 French headers, separated by semicolons, CRLF line ends', () => {
    const csv = rankingCsv([]);
    expect(csv).toBe(
      '\uFEFFRang;Nom;Identifiant;Réponses totales;Réponses correctes;Participation (%);Réussite (%);Questions ouvertes évaluées;Moyenne questions ouvertes (%)\r\n',
    );
    expect(RANKING_CSV_HEADERS).toHaveLength(9);
  });

  it('writes one row per student, with decimal commas and an empty cell without open average', () => {
    const csv = rankingCsv([
      row({}),
      row({ rank: 2, studentName: 'Bob', studentId: 'ABC123_bob', participationRate: 66.7, accuracyRate: 33.3, openEvaluated: 0, openAverage: null }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('1;Alice;ABC123_alice;10;8;100;80;2;72,5');
    expect(lines[2]).toBe('2;Bob;ABC123_bob;10;8;66,7;33,3;0;');
    expect(lines[3]).toBe('');
  });

  it('reads back names with accents, emoji, right-to-left text, quotes, semicolons and newlines', () => {
    const names = [
      'Émilie Côté-Lefèvre',
      'Zoë 😀👩‍🎓',
      'سارة الأحمد',
      'שרה כהן',
      'Jean "Jeannot" Dupont',
      'Dupont; Martin',
      'Ligne 1\nLigne 2',
      'Retour\r\nchariot',
      '""',
    ];
    const rows = names.map((studentName, i) => row({ rank: i + 1, studentName, studentId: `id-${i}` }));
    const parsed = parseCsv(rankingCsv(rows).slice(1));
    expect(parsed[0]).toEqual([...RANKING_CSV_HEADERS]);
    expect(parsed.slice(1).map((r) => r[1])).toEqual(names);
    expect(parsed.slice(1).every((r) => r.length === 9)).toBe(true);
  });

  it('neutralises names that a spreadsheet would run as a formula', () => {
    const names = ['=HYPERLINK("http://x")', '+33 6 12', '-2+3', '@SUM(A1)', '\tTab', '\rCR', '=1;2'];
    const rows = names.map((studentName) => row({ studentName, studentId: studentName }));
    const parsed = parseCsv(rankingCsv(rows).slice(1)).slice(1);
    expect(parsed.map((r) => r[1])).toEqual(names.map((n) => `'${n}`));
    expect(parsed.map((r) => r[2])).toEqual(names.map((n) => `'${n}`));
  });

  it('leaves ordinary names untouched', () => {
    expect(csvText('Marie-Claire')).toBe('Marie-Claire');
    expect(csvText("O'Neil")).toBe("O'Neil");
    expect(csvText('a=b')).toBe('a=b');
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ maxLength: 12 }), (studentName, studentId) => {
        const parsed = parseCsv(rankingCsv([row({ studentName, studentId })]).slice(1));
        expect(parsed).toHaveLength(2);
        const unneutralise = (s: string, original: string) => (/^[=+\-@\t\r]/.test(original) ? s.slice(1) : s);
        expect(unneutralise(parsed[1]![1]!, studentName)).toBe(studentName);
        expect(unneutralise(parsed[1]![2]!, studentId)).toBe(studentId);
      }),
    );
  });
});

describe('csvNumber', () => {
  it('writes integers plainly and decimals with a comma and one decimal place', () => {
    expect(csvNumber(100)).toBe('100');
    expect(csvNumber(0)).toBe('0');
    expect(csvNumber(85.5)).toBe('85,5');
    expect(csvNumber(33.33)).toBe('33,3');
  });

  it('leaves missing values empty', () => {
    expect(csvNumber(null)).toBe('');
    expect(csvNumber(Number.NaN)).toBe('');
  });
});
