/**
 * French typography keeps « ? », « ! », « : », « ; » and « » » on the line of the word before
 * them, and « « » with the word after it. Teachers type an ordinary space there (a word
 * processor would have made it unbreakable), so a question ending in " ?" could show its "?"
 * alone at the start of the next line, on a phone or in large type on the projector. Teachers'
 * texts are shown with a no-break space in those places; what is stored stays as typed.
 */
const SPACES_BEFORE = /[ \t]+(?=[?!:;»])/g;
const SPACES_AFTER = /«[ \t]+/g;

export function frenchSpacing(text: string): string {
  return text.replace(SPACES_BEFORE, '\u00a0').replace(SPACES_AFTER, '«\u00a0');
}
