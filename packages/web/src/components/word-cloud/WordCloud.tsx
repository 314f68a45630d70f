import type { CloudWord } from '@ciar/shared/word-cloud';
import './word-cloud.css';

interface Props {
  words: CloudWord[];
  className?: string;
}

/** Font size in em: from 1 for a word one student used to 4 for the most used, by square root (area). */
export function wordSize(count: number, maxCount: number): number {
  if (maxCount <= 1) return 1.5;
  return 1 + 3 * Math.sqrt((count - 1) / (maxCount - 1));
}

/**
 * The words of the class's answers, each sized by how many students used it, laid out as a
 * weighted flow (centred, wrapping lines, the most used words in the middle) rather than a packed
 * spiral: it needs no layout pass, reflows with the screen and never overlaps. Screen readers get
 * a plain list of the words with their counts instead of the drawing (decision 095).
 */
export function WordCloud({ words, className }: Props) {
  if (words.length === 0) return <p className="muted">Pas encore de mots : le nuage se remplit avec les réponses.</p>;
  const max = words[0]!.count;
  return (
    <figure className={className ? `word-cloud ${className}` : 'word-cloud'} aria-label="Nuage de mots">
      <div className="word-cloud-words" aria-hidden="true">
        {centred(words).map((word) => (
          <span
            key={word.word}
            className={`word-cloud-word tone-${word.word.length % 4}`}
            data-count={word.count}
            style={{ fontSize: `${wordSize(word.count, max).toFixed(2)}em` }}
          >
            {word.word}
          </span>
        ))}
      </div>
      <ul className="visually-hidden">
        {words.map((word) => (
          <li key={word.word}>
            {word.word} : {word.count} élève{word.count > 1 ? 's' : ''}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Most used words in the middle: alternately placed after and before, so big words sit centred. */
function centred(words: CloudWord[]): CloudWord[] {
  const out: CloudWord[] = [];
  words.forEach((word, index) => (index % 2 === 0 ? out.push(word) : out.unshift(word)));
  return out;
}
