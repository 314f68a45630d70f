// Derives the evaluator's thesaurus from Debian's mythes-fr (the LibreOffice French
// thesaurus): `apt-get install mythes-fr`, then `node scripts/build-thesaurus.mjs`.
// The thesaurus is noisy (a word lists loose associations), so only mutual pairs are kept:
// A lists B and B lists A. Keys are lowercase ASCII (accents folded, œ → oe), single words
// of three letters or more, the way the evaluator's tokeniser folds text. The result is
// committed, so `npm install && npm start` needs no system package.
import { readFileSync, writeFileSync } from 'node:fs';

const SOURCE = process.argv[2] ?? '/usr/share/mythes/thes_fr.dat';
const TARGET = new URL('../packages/server/src/evaluation/french/thesaurus/thesaurus-fr.json', import.meta.url);

function fold(word) {
  return word
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const lines = readFileSync(SOURCE, 'utf8').split('\n');
if (lines[0]?.trim() !== 'UTF-8') throw new Error(`${SOURCE}: expected a MyThes file in UTF-8`);

/** Folded word → folded words it lists. */
const lists = new Map();
for (let i = 1; i < lines.length; ) {
  const [entry, count] = lines[i].split('|');
  i += 1;
  const meanings = Number(count);
  if (!entry || !Number.isInteger(meanings)) continue;
  const key = fold(entry.trim());
  const listed = lists.get(key) ?? new Set();
  for (let m = 0; m < meanings && i < lines.length; m += 1, i += 1) {
    // "(Nom)|synonyme|synonyme|…": the part of speech first.
    for (const word of lines[i].split('|').slice(1)) listed.add(fold(word.trim()));
  }
  lists.set(key, listed);
}

const isWord = (word) => /^[a-z]{3,}$/.test(word);
const pairs = new Map();
for (const [word, listed] of lists) {
  if (!isWord(word)) continue;
  for (const other of listed) {
    if (other <= word || !isWord(other) || !lists.get(other)?.has(word)) continue;
    const mates = pairs.get(word) ?? [];
    mates.push(other);
    pairs.set(word, mates);
  }
}

const entries = [...pairs.keys()].sort().map((word) => [word, ...pairs.get(word).sort()].join('|'));
const count = entries.reduce((sum, entry) => sum + entry.split('|').length - 1, 0);
writeFileSync(
  TARGET,
  `${JSON.stringify(
    {
      about:
        'Mutual synonym pairs derived by scripts/build-thesaurus.mjs from Debian mythes-fr (thes_fr.dat, LibreOffice French thesaurus). Each entry: word|synonym|…, every synonym alphabetically after the word and listing it back. LGPL-2.1+: see NOTICE.md.',
      pairs: count,
      entries,
    },
    null,
    0,
  )}\n`,
);
console.log(`${entries.length} entries, ${count} mutual pairs → ${TARGET.pathname}`);
