/**
 * A GIFT file cut into its questions before any parsing, so that one bad question is reported
 * alone and never takes the rest of the file with it. As in Moodle, a blank line ends a
 * question, `//` lines are comments and `$CATEGORY:` lines name a category (neither is a
 * question). A blank line inside an answer block `{…}` does not end the question; a block
 * that never closes ends at its first blank line, so the questions after it still import.
 */

export interface GiftBlock {
  /** The question's text, comment and category lines removed. */
  text: string;
  /** File line (from 1) where the question starts. */
  line: number;
  /** File line of each line of `text`, to turn a parser position into a file line. */
  lines: number[];
}

interface Chunk {
  lines: string[];
  numbers: number[];
  /** Opening minus closing braces, escaped ones (`\{`, `\}`) not counted. */
  delta: number;
}

function braceDelta(line: string): number {
  let delta = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') i++;
    else if (c === '{') delta++;
    else if (c === '}') delta--;
  }
  return delta;
}

/** Whether a text holds an unescaped `{`: a GIFT file has one per question. */
export function hasAnswerBlock(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{') return true;
  }
  return false;
}

function isComment(line: string): boolean {
  return line.trimStart().startsWith('//');
}

function isCategory(line: string): boolean {
  return line.trimStart().startsWith('$CATEGORY:');
}

/** Text without BOM, with LF line ends (CRLF and CR files read the same). */
export function normaliseLineEnds(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | null = null;
  normaliseLineEnds(text)
    .split('\n')
    .forEach((line, index) => {
      if (isComment(line) || isCategory(line)) return;
      if (line.trim() === '') {
        current = null;
        return;
      }
      if (current === null) {
        current = { lines: [], numbers: [], delta: 0 };
        chunks.push(current);
      }
      current.lines.push(line);
      current.numbers.push(index + 1);
      current.delta += braceDelta(line);
    });
  return chunks;
}

/**
 * For each chunk i, the first chunk j ≥ i after which the braces opened from i on are closed
 * again (the running sum of deltas comes back to where it was), or -1. One pass with a stack
 * ("next smaller or equal element"), so a hostile file of unclosed braces stays linear.
 */
function closingChunks(chunks: Chunk[]): number[] {
  const before: number[] = [0];
  for (const chunk of chunks) before.push(before[before.length - 1]! + chunk.delta);
  const closing = new Array<number>(chunks.length).fill(-1);
  const waiting: number[] = [];
  for (let m = 0; m <= chunks.length; m++) {
    while (waiting.length > 0 && before[m]! <= before[waiting[waiting.length - 1]!]!) closing[waiting.pop()!] = m - 1;
    if (m < chunks.length) waiting.push(m);
  }
  return closing;
}

export function splitGift(text: string): GiftBlock[] {
  const chunks = chunksOf(text);
  const closing = closingChunks(chunks);
  const blocks: GiftBlock[] = [];
  for (let i = 0; i < chunks.length; ) {
    // A chunk whose braces close within it, or a few chunks later, is one question; one whose
    // braces never close is a question on its own (reported as malformed).
    const last = chunks[i]!.delta > 0 && closing[i]! >= i ? closing[i]! : i;
    const group = chunks.slice(i, last + 1);
    const lines: string[] = [];
    const numbers: number[] = [];
    // gift-pegjs refuses blank lines inside braces: the chunks are joined without them.
    for (const chunk of group) {
      lines.push(...chunk.lines);
      numbers.push(...chunk.numbers);
    }
    blocks.push({ text: lines.join('\n'), line: numbers[0]!, lines: numbers });
    i = last + 1;
  }
  return blocks;
}
