/**
 * Most questions are plain sentences. For those, Markdown would only make paragraphs and line
 * breaks, so the page shows them itself and never loads the Markdown renderer (about 35 KB on
 * a phone's first visit, decision 125). The test is conservative: any character or line start
 * that Markdown (with GFM and autolinks) could read as syntax sends the text to the renderer.
 */

/** Characters that start some Markdown or GFM construct, or an HTML entity or tag. */
const SYNTAX_CHARACTERS = /[*_`~#>|[\]<\\&@]/;
/** Autolinked addresses (GFM): `https://…`, `www.…`. */
const ADDRESS = /:\/\/|www\./i;
/** A line that Markdown reads as a list item, a setext underline, a thematic break or code. */
const BLOCK_START = /^(?: {0,3}(?:[-+=]|\d{1,9}[.)])| {4,}|\t)/m;

export function isPlainText(text: string): boolean {
  return !SYNTAX_CHARACTERS.test(text) && !ADDRESS.test(text) && !BLOCK_START.test(text);
}

/** The paragraphs (split at blank lines) and their lines, as the Markdown renderer would show them. */
export function plainParagraphs(text: string): string[][] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}
