import { describe, expect, it } from 'vitest';
import { fileDate, fileSlug, questionsExportFileName, rankingCsvFileName, resultsExportFileName } from './export-file-names';

// Local time, because file names use the calendar day of the person downloading.
const day = new Date(2024, 2, 5, 23, 30);

describe('fileSlug', () => {
  it('folds accents and keeps only lowercase letters, digits and dashes', () => {
    expect(fileSlug('Séance de Révision — Chapitre 3')).toBe('seance-de-revision-chapitre-3');
    expect(fileSlug('Cœur & Âme: l’œuvre')).toBe('coeur-ame-l-oeuvre');
    expect(fileSlug('Straße Øre')).toBe('strasse-ore');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('ﬁnal ＡＢＣ')).toBe('final-abc');
  });

  it('is never empty', () => {
    expect(fileSlug('')).toBe('session');
    expect(fileSlug('😀 ### 😀')).toBe('session');
    expect(fileSlug('שיעור')).toBe('session');
  });

  it('stays short and never ends with a dash', () => {
    const slug = fileSlug(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(fileSlug('x'.repeat(200))).toHaveLength(60);
  });
});

describe('fileDate', () => {
  it('is the local day as YYYY-MM-DD', () => {
    expect(fileDate(day)).toBe('2024-03-05');
    expect(fileDate(new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('refuses an invalid date', () => {
    expect(() => fileDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('export file names', () => {
  it('names the questions export after the session', () => {
    expect(questionsExportFileName('Révisions de Noël', day)).toBe('questions-revisions-de-noel-2024-03-05.json');
  });

  it('names the results export after the code', () => {
    expect(resultsExportFileName('ABC234', day)).toBe('session-ABC234-results-2024-03-05.json');
  });

  it('names the ranking CSV after the code', () => {
    expect(rankingCsvFileName('abc234', day)).toBe('ranking-ABC234-2024-03-05.csv');
    expect(rankingCsvFileName('../x', day)).toBe('ranking-X-2024-03-05.csv');
    expect(rankingCsvFileName('', day)).toBe('ranking-SESSION-2024-03-05.csv');
  });
});
