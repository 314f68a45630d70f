/**
 * « Idées et mots acceptés » of an open question (decision 153): what the evaluator accepts besides
 * the model answer's own words. One idea per line, its alternatives separated by `/`:
 *
 *   compare deux éléments / assimile / rapproche
 *   sans outil de comparaison / directement
 *
 * The teacher writes them in the question form; grading an answer above the evaluator adds a
 * line of the same form (decision 153). Pure rules: the form, the server and the evaluator
 * read the text the same way.
 */

/** Longest « Idées et mots acceptés » text, written and learned lines together. */
export const ACCEPTED_IDEAS_MAX = 5_000;

/** Separator between the alternatives of one idea. */
export const ALTERNATIVE_SEPARATOR = '/';

/** The ideas of the text, each a list of alternatives (trimmed, blanks dropped, no empty idea). */
export function parseAcceptedIdeas(text: string | null | undefined): string[][] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(ALTERNATIVE_SEPARATOR)
        .map((alternative) => alternative.replace(/\s+/g, ' ').trim())
        .filter((alternative) => alternative !== ''),
    )
    .filter((alternatives) => alternatives.length > 0);
}

/** One idea as a line of the field. */
export function acceptedIdeaLine(alternatives: readonly string[]): string {
  return alternatives.map((alternative) => alternative.trim()).filter((alternative) => alternative !== '').join(` ${ALTERNATIVE_SEPARATOR} `);
}

/**
 * The text with one more idea at its end, or null when it adds nothing (an empty line, a line
 * already there) or would make the text longer than ACCEPTED_IDEAS_MAX.
 */
export function withAcceptedIdea(text: string | null | undefined, line: string): string | null {
  const added = line.trim();
  if (added === '') return null;
  const current = (text ?? '').trimEnd();
  if (lineKeys(current).has(lineKey(added))) return null;
  const next = current === '' ? added : `${current}\n${added}`;
  return next.length > ACCEPTED_IDEAS_MAX ? null : next;
}

/**
 * What a save of the question form stores (decision 157): the form loaded `base`, the teacher
 * made it `edited`, and meanwhile the question's text became `current` (a grade taught it a
 * line). The teacher's text, followed by every line of `current` that is in neither `base` nor
 * `edited`: learned after the form was opened, so the teacher never saw it to delete it. A line
 * of `base` the teacher deleted stays deleted; a line the teacher rewrote is the teacher's.
 * May be longer than ACCEPTED_IDEAS_MAX: the caller refuses it then.
 */
export function mergeAcceptedIdeas(base: string, edited: string, current: string): string {
  const known = new Set([...lineKeys(base), ...lineKeys(edited)]);
  const learned: string[] = [];
  for (const line of lines(current)) {
    const key = lineKey(line);
    if (known.has(key)) continue;
    known.add(key);
    learned.push(line);
  }
  const kept = edited.trim();
  return [...(kept === '' ? [] : [kept]), ...learned].join('\n');
}

/** The text's non-blank lines, trimmed. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Two lines are the same idea when they differ only in case and spacing. */
function lineKey(line: string): string {
  return line.trim().toLocaleLowerCase('fr').replace(/\s+/g, ' ');
}

function lineKeys(text: string): Set<string> {
  return new Set(lines(text).map(lineKey));
}
