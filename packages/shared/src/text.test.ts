import { describe, expect, it } from 'vitest';
import { text } from './text';
import { hasForbiddenChars } from './text-rules';

describe('text fields', () => {
  const name = text('Le nom', 20);

  it('accepts accents, emoji (with joiners) and right-to-left scripts', () => {
    for (const value of ['Hélène Ñúñez', 'Zoé 👩🏽‍🔬', 'مريم', 'מרים', 'می‌خواهم']) {
      expect(name.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses control, zero-width-space and bidi-override characters, and blank values', () => {
    for (const value of ['Ma\u200Brie', 'A\u0007', '\u202Eeiram', 'x\uFEFF']) expect(hasForbiddenChars(value), value).toBe(true);
    expect(name.safeParse('   ').error!.issues[0]!.message).toBe('Le nom est obligatoire');
    expect(name.safeParse('a'.repeat(21)).error!.issues[0]!.message).toBe('Le nom : 20 caractères au maximum');
    expect(name.safeParse('deux\nlignes').error!.issues[0]!.message).toBe('Le nom doit tenir sur une ligne');
  });

  it('refuses a text with nothing visible in it: only joiners, a soft hyphen, fillers or a lone accent', () => {
    for (const value of ['\u200C', '\u200D\u200D', '\u00AD', '\u3164', '\u2800', '\u0301', '\u200C \u200D']) {
      expect(name.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('Le nom est obligatoire');
    }
    for (const value of ['❤️', '🇫🇷', 'e\u0301', 'می‌خواهم']) expect(name.safeParse(value).success, value).toBe(true);
  });
});
