/**
 * One form for a person's name, before it is shown, compared or turned into a student id:
 * Unicode NFC (an accent typed as a combining mark is the same letter as the precomposed one),
 * runs of white space of any kind (U+2028, no-break spaces…) as one space, and no invisible
 * characters (default-ignorable and format characters: U+034F, U+180E, U+E0041, U+FE0F after a
 * letter, U+061C, U+00AD…). So "Alice" followed by something invisible *is* "Alice", and is
 * refused as a name already taken. Joiners and emoji selectors are kept only where they show:
 * inside an emoji sequence, and between letters of scripts whose shaping they change
 * (Arabic, Persian, the Indic scripts) — decision 131.
 */

const REMOVABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u20E3]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const VARIATION_SELECTOR = /[\uFE0E\uFE0F]/;
/** Scripts in which a (non-)joiner between two letters changes the letters' shapes. */
const JOINING_LETTER =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]/u;

/** Whether the invisible character `ch` between `before` and `after` changes what is shown. */
function shows(ch: string, before: string, after: string): boolean {
  if (VARIATION_SELECTOR.test(ch)) return PICTOGRAPH.test(before);
  if (ch === ZWJ && EMOJI_PART.test(before) && PICTOGRAPH.test(after)) return true;
  if ((ch === ZWJ || ch === ZWNJ) && JOINING_LETTER.test(before) && JOINING_LETTER.test(after)) return true;
  return false;
}

export function normaliseName(name: string): string {
  const chars = [...name.normalize('NFC')];
  const kept: string[] = [];
  chars.forEach((ch, i) => {
    REMOVABLE.lastIndex = 0;
    if (REMOVABLE.test(ch) && !shows(ch, kept[kept.length - 1] ?? '', chars[i + 1] ?? '')) return;
    kept.push(ch);
  });
  return kept.join('').replace(/\s+/gu, ' ').trim();
}
