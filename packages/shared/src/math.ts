/**
 * Where a teacher's text holds LaTeX maths (docs/decisions/170-maths-in-questions.md): one
 * scanner used by every screen (which renders it with KaTeX) and by the open-answer evaluator
 * (which reads it as plain words).
 *
 * `$…$` is inline maths and `$$…$$` display maths, with Pandoc's rule so that a dollar used
 * as money stays text: an opening `$` has a non-space character right after it, a closing `$`
 * a non-space character right before it and no digit right after it (« 12 $ et l'autre
 * 15 $ », « de $5 à $10 » are text). `\$` is a literal dollar. A `$` that finds no partner is
 * text.
 */

export type MathSegment =
  | { kind: 'text'; value: string }
  /** `value` is the LaTeX between the dollars; `source` the segment as written. */
  | { kind: 'math'; value: string; display: boolean; source: string };

interface ScanOptions {
  /**
   * The text is Markdown: code spans and fenced code blocks are left alone, and backslash
   * escapes are kept as written (Markdown itself turns `\$` into `$`).
   */
  markdown?: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MARKDOWN_ESCAPABLE = /[!-/:-@[-`{-~]/;

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Index of the `$` closing inline maths opened at `open`, or -1. Stops at a blank line. */
function inlineClose(text: string, open: number): number {
  for (let j = open + 2; j < text.length; j += 1) {
    const char = text[j];
    if (char === '\\') {
      j += 1; // `\$` or `\\` inside maths is LaTeX, not a delimiter
      continue;
    }
    if (char === '\n' && /^\n[ \t]*\n/.test(text.slice(j, j + 64))) return -1;
    if (char === '$') {
      if (isSpace(text[j - 1]) || isDigit(text[j + 1])) return -1;
      return j;
    }
  }
  return -1;
}

/** Index of the `$$` closing display maths opened at `open`, or -1. */
function displayClose(text: string, open: number): number {
  for (let j = open + 2; j < text.length - 1; j += 1) {
    if (text[j] === '\\') {
      j += 1;
      continue;
    }
    if (text[j] === '$' && text[j + 1] === '$') return text.slice(open + 2, j).trim() === '' ? -1 : j;
  }
  return -1;
}

/** End (exclusive) of the code span opened by the backtick run at `start`, or -1. */
function codeSpanEnd(text: string, start: number): number {
  let run = 0;
  while (text[start + run] === '`') run += 1;
  const fence = '`'.repeat(run);
  let from = start + run;
  for (;;) {
    const at = text.indexOf(fence, from);
    if (at === -1) return -1;
    let after = at + run;
    if (text[after] !== '`') return after;
    while (text[after] === '`') after += 1;
    from = after;
  }
}

/** End (exclusive) of the fenced code block whose opening line starts at `start`. */
function fencedBlockEnd(text: string, start: number, fence: string): number {
  let line = text.indexOf('\n', start);
  while (line !== -1) {
    const next = text.indexOf('\n', line + 1);
    const content = text.slice(line + 1, next === -1 ? text.length : next);
    if (content.trimStart().startsWith(fence) && content.trim().replaceAll(fence[0] ?? '`', '') === '') {
      return next === -1 ? text.length : next;
    }
    line = next;
  }
  return text.length;
}

/** A plain part as scanned, and the same with its literal dollars escaped for remark-math. */
type Scanned = MathSegment | { kind: 'text'; value: string; escaped: string };

function scan(text: string, options: ScanOptions): Scanned[] {
  const segments: Scanned[] = [];
  let plain = '';
  let escaped = '';
  const pushMath = (value: string, display: boolean, source: string) => {
    if (plain) segments.push({ kind: 'text', value: plain, escaped });
    plain = '';
    escaped = '';
    segments.push({ kind: 'math', value, display, source });
  };
  const addPlain = (value: string, asMarkdown = value) => {
    plain += value;
    escaped += asMarkdown;
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const lineStart = i === 0 || text[i - 1] === '\n';
    if (options.markdown && lineStart) {
      const fence = FENCE.exec(text.slice(i, i + 64))?.[1];
      if (fence) {
        const end = fencedBlockEnd(text, i, fence);
        addPlain(text.slice(i, end));
        i = end;
        continue;
      }
    }
    if (char === '\\') {
      const next = text[i + 1];
      if (options.markdown && next !== undefined && MARKDOWN_ESCAPABLE.test(next)) {
        addPlain(char + next);
        i += 2;
      } else if (!options.markdown && next === '$') {
        addPlain('$', '\\$');
        i += 2;
      } else {
        addPlain(char);
        i += 1;
      }
      continue;
    }
    if (options.markdown && char === '`') {
      const end = codeSpanEnd(text, i);
      let run = 0;
      while (text[i + run] === '`') run += 1;
      const stop = end === -1 ? i + run : end;
      addPlain(text.slice(i, stop));
      i = stop;
      continue;
    }
    if (char === '$' && text[i + 1] === '$') {
      const close = displayClose(text, i);
      if (close !== -1) {
        pushMath(text.slice(i + 2, close).trim(), true, text.slice(i, close + 2));
        i = close + 2;
      } else {
        addPlain('$$', '\\$\\$');
        i += 2;
      }
      continue;
    }
    if (char === '$' && !isSpace(text[i + 1])) {
      const close = inlineClose(text, i);
      if (close !== -1) {
        pushMath(text.slice(i + 1, close), false, text.slice(i, close + 1));
        i = close + 1;
        continue;
      }
    }
    addPlain(char, char === '$' ? '\\$' : char);
    i += 1;
  }
  if (plain) segments.push({ kind: 'text', value: plain, escaped });
  return segments;
}

/** The text cut into plain parts and maths parts, in order. */
export function splitMath(text: string, options: ScanOptions = {}): MathSegment[] {
  return scan(text, options).map((segment) => (segment.kind === 'text' ? { kind: 'text', value: segment.value } : segment));
}

/** Whether the text holds maths to typeset: what decides to load KaTeX. */
export function containsMath(text: string, options: ScanOptions = {}): boolean {
  // Most texts have no dollar at all: no scan for them.
  return text.includes('$') && splitMath(text, options).some((segment) => segment.kind === 'math');
}

/**
 * Markdown rewritten for remark-math: every dollar that is not a maths delimiter by the rule
 * above is escaped (`\$`), so that remark-math, which would pair any two dollars, only sees
 * the maths we found.
 */
export function markdownForMath(markdown: string): string {
  return scan(markdown, { markdown: true })
    .map((segment) => (segment.kind === 'math' ? segment.source : 'escaped' in segment ? segment.escaped : segment.value))
    .join('');
}
