import { describe, expect, it } from 'vitest';
import { fileDate, fileNamePart } from './question-export';

describe('fileNamePart', () => {
  it('keeps letters and digits of any script, drops accents, joins the rest with single dashes', () => {
    expect(fileNamePart('Révision Histoire — 4e B')).toBe('revision-histoire-4e-b');
    expect(fileNamePart('  Ça, c’est l’été !  ')).toBe('ca-c-est-l-ete');
    expect(fileNamePart('تاريخ الفن')).toBe('تاريخ-الفن');
    expect(fileNamePart('../../etc/passwd')).toBe('etc-passwd');
    expect(fileNamePart('a\\b:c*d?e"f<g>h|i')).toBe('a-b-c-d-e-f-g-h-i');
  });

  it('falls back to "session" when nothing usable is left, and stays short', () => {
    expect(fileNamePart('🚀🌍')).toBe('session');
    expect(fileNamePart('---')).toBe('session');
    const long = fileNamePart(`${'mot '.repeat(40)}`);
    expect([...long].length).toBeLessThanOrEqual(60);
    expect(long).not.toMatch(/-$/);
  });
});

describe('fileDate', () => {
  it('is the local calendar day as YYYY-MM-DD', () => {
    expect(fileDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(fileDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
