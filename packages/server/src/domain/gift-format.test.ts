/**
 * The GIFT mapping of decision 140, one rule of Moodle's GIFT documentation per test, read through
 * the whole import path (bytes → entries → the form's schema).
 */
import { describe, expect, it } from 'vitest';
import { checkQuestionEntries, readQuestionFile } from './question-file';

const bytes = (text: string) => new TextEncoder().encode(text);

function importGift(text: string | Uint8Array) {
  const entries = readQuestionFile(typeof text === 'string' ? bytes(text) : text);
  return { total: entries.length, ...checkQuestionEntries(entries) };
}

function only(text: string) {
  const result = importGift(text);
  expect(result.errors).toEqual([]);
  expect(result.valid).toHaveLength(1);
  return result.valid[0]!;
}

describe('GIFT import mapping', () => {
  it('takes ::Nom:: as the title, else the first words of the text (80 characters at most, cut between words)', () => {
    expect(only('::Capitales::Quelle est la capitale ? {=Paris ~Lyon}').title).toBe('Capitales');
    const long = `${'Une très longue question sur la Révolution française '.repeat(3)}? {T}`;
    const title = only(long).title;
    expect(title.length).toBeLessThanOrEqual(80);
    expect(long.startsWith(title)).toBe(true);
    expect(long[title.length]).toBe(' ');
  });

  it('maps a multiple choice with exactly one = answer, partial-credit answers counting as wrong options', () => {
    expect(only('Capitale ? {~Lyon =Paris ~%50%Marseille}')).toMatchObject({
      type: 'multiple_choice',
      content: 'Capitale ?',
      options: [
        { id: '0', text: 'Lyon' },
        { id: '1', text: 'Paris' },
        { id: '2', text: 'Marseille' },
      ],
      correctAnswer: '1',
      timeLimit: 60,
    });
  });

  it('maps a missing-word question to a multiple choice whose content keeps the text around a blank', () => {
    expect(only('Le soleil se lève à {~l’ouest =l’est ~au nord} chaque matin.')).toMatchObject({
      type: 'multiple_choice',
      content: 'Le soleil se lève à _____ chaque matin.',
      correctAnswer: '1',
    });
  });

  it('maps {T} {TRUE} {F} {FALSE} to true/false with options « Vrai » / « Faux »', () => {
    const result = importGift('Un {T}\n\nDeux {TRUE}\n\nTrois {F}\n\nQuatre {FALSE}');
    expect(result.errors).toEqual([]);
    expect(result.valid.map((q) => [q.type, q.options.map((o) => o.text), q.correctAnswer])).toEqual([
      ['true_false', ['Vrai', 'Faux'], '0'],
      ['true_false', ['Vrai', 'Faux'], '0'],
      ['true_false', ['Vrai', 'Faux'], '1'],
      ['true_false', ['Vrai', 'Faux'], '1'],
    ]);
  });

  it('gives a true/false the feedback for a wrong answer then for a right one, as Moodle reads them', () => {
    const question = only('La Terre est plate. {F#Non \\: elle est ronde.#Exact !}');
    expect(question.options).toEqual([
      { id: '0', text: 'Vrai', explication: 'Non : elle est ronde.' },
      { id: '1', text: 'Faux', explication: 'Exact !' },
    ]);
  });

  it('maps a short answer to an open question whose model answer lists the accepted answers', () => {
    expect(only('Deux plus deux ? {=quatre =4}')).toMatchObject({ type: 'open_ended', proposition: '- quatre\n- 4' });
    expect(only('Capitale de l’Italie ? {=Rome}')).toMatchObject({ type: 'open_ended', proposition: 'Rome' });
  });

  it('maps an essay to an open question, its general feedback being the model answer', () => {
    expect(only('Racontez votre été. {}')).toMatchObject({ type: 'open_ended', proposition: '' });
    expect(only('Expliquez la photosynthèse. {####La plante fabrique du **glucose**.}')).toMatchObject({
      type: 'open_ended',
      proposition: 'La plante fabrique du **glucose**.',
    });
  });

  it('takes #feedback as the option’s explanation and ####general feedback as the question’s (on every option)', () => {
    const question = only('Capitale ? {=Paris#Oui, depuis longtemps. ~Lyon#Non. ~Nice####Paris est la capitale.}');
    expect(question.options.map((o) => o.explication)).toEqual([
      'Oui, depuis longtemps.\n\nParis est la capitale.',
      'Non.\n\nParis est la capitale.',
      'Paris est la capitale.',
    ]);
  });

  it('keeps [markdown] as Markdown, reads [plain] and [moodle] as text, and turns [html] into safe Markdown', () => {
    expect(only('[markdown]La **Terre** est _ronde_. {T}').content).toBe('La **Terre** est _ronde_.');
    expect(only('[plain]Texte brut. {T}').content).toBe('Texte brut.');
    expect(only('[moodle]Texte Moodle. {T}').content).toBe('Texte Moodle.');
    const html = only(
      '[html]<p>Lisez <b>ceci</b> et <a href\\="https\\://fr.wikipedia.org/wiki/Paris">cela</a>.</p><script>alert(1)</script><img src\\="x" onerror\\="alert(1)">{T}',
    );
    expect(html.content).toBe('Lisez **ceci** et [cela](https://fr.wikipedia.org/wiki/Paris).');
    const unsafe = only('[html]<a href\\="javascript\\:alert(1)">clic</a> &lt;b&gt;{T}');
    expect(unsafe.content).toBe('clic &lt;b>');
  });

  it('reads the escapes \\= \\~ \\# \\{ \\} \\: \\\\ as the characters themselves', () => {
    const question = only('::Échappements \\: tout::Ni \\= ni \\~ ni \\# ni \\{ \\} ni \\\\ {=a\\=b ~c\\{d}');
    expect(question.title).toBe('Échappements : tout');
    expect(question.content).toBe('Ni = ni ~ ni # ni { } ni \\');
    expect(question.options.map((o) => o.text)).toEqual(['a=b', 'c{d']);
  });

  it('reads a lone « : » anywhere, and = ~ # in the question text, as plain characters, as Moodle does', () => {
    const question = only('Question : 2 + 2 = 4 ? {T#Non : relisez.#Oui : bravo.}');
    expect(question.content).toBe('Question : 2 + 2 = 4 ?');
    expect(question.options.map((o) => o.explication)).toEqual(['Oui : bravo.', 'Non : relisez.']);
    expect(only('Question : {####Modèle : ceci.}').proposition).toBe('Modèle : ceci.');
  });

  it('reads // comments and $CATEGORY: lines as neither questions nor text, even inside an answer block', () => {
    const result = importGift('// Exporté de Moodle\n$CATEGORY: $course$/Histoire\n\n::Q::Texte {\n// un commentaire\n=a\n~b\n}\n// fin');
    expect(result.total).toBe(1);
    expect(result.errors).toEqual([]);
    expect(result.valid[0]).toMatchObject({ title: 'Q', content: 'Texte', correctAnswer: '0' });
  });

  it('reports numerical, matching, multiple answers and cloze by their French names, with number, line and title', () => {
    const file = [
      '::Bon::Une question {T}',
      '::Année::En quelle année ? {#1789}',
      '::Capitales::Associez. {=France -> Paris =Italie -> Rome =Espagne -> Madrid}',
      '::Premiers::Lesquels sont premiers ? {~%50%2 ~%50%3 ~%-100%4}',
      '::Trous::La {1:MULTICHOICE:=Seine~Loire} traverse Paris.',
    ].join('\n\n');
    const result = importGift(file);
    expect(result.total).toBe(5);
    expect(result.valid).toHaveLength(1);
    expect(result.errors).toEqual([
      'Question 2 (ligne 3, « Année ») : les questions numériques ne sont pas prises en charge',
      'Question 3 (ligne 5, « Capitales ») : les questions d’appariement ne sont pas prises en charge',
      'Question 4 (ligne 7, « Premiers ») : les questions à réponses multiples ne sont pas prises en charge',
      'Question 5 (ligne 9, « Trous ») : les questions de type texte à trous (cloze) ne sont pas prises en charge',
    ]);
  });

  it('reports a malformed question with its line and imports every other one', () => {
    const file = ['Première {T}', '::Cassée::Deuxième {=a ~b', 'Troisième {F}', 'Quatrième {=x ~y}'].join('\n\n');
    const result = importGift(file);
    expect(result.total).toBe(4);
    expect(result.valid.map((q) => q.content)).toEqual(['Première', 'Troisième', 'Quatrième']);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^Question 2 \(ligne 3, « Cassée »\) : la question ne suit pas le format GIFT/);
  });

  it('reads two questions with no blank line between them as one malformed entry, as Moodle does', () => {
    const result = importGift('Un {T}\nDeux {F}\n\nTrois {T}');
    expect(result.total).toBe(2);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^Question 1 \(ligne 1, « Un »\) : la question ne suit pas le format GIFT \(ligne 2/);
    expect(result.valid.map((q) => q.content)).toEqual(['Trois']);
  });

  it('keeps a question whose answer block spans a blank line together', () => {
    const result = importGift('Question {\n=a\n\n~b\n}\n\nSuivante {T}');
    expect(result.errors).toEqual([]);
    expect(result.valid.map((q) => q.options.map((o) => o.text))).toEqual([['a', 'b'], ['Vrai', 'Faux']]);
  });

  it('reads Windows line ends, a byte-order mark and Windows-1252 bytes alike', () => {
    const unix = importGift('::Élève::Un élève ? {T}\n\n::Été::L’été ? {F}');
    const windows = importGift('\uFEFF::Élève::Un élève ? {T}\r\n\r\n::Été::L’été ? {F}\r\n');
    expect(windows).toEqual(unix);
    // 'é' is 0xE9, '’' is 0x92 in Windows-1252.
    const cp1252 = new Uint8Array([...'::\xC9l\xE8ve::Un \xE9l\xE8ve ? {T}\r\n\r\n::\xC9t\xE9::L\x92\xE9t\xE9 ? {F}'].map((c) => c.charCodeAt(0)));
    expect(importGift(cp1252)).toEqual(unix);
  });

  it('refuses a file in no encoding it can read, and a text without any answer block, instead of importing garbage', () => {
    expect(() => readQuestionFile(new Uint8Array([0x51, 0x81, 0x20, 0x7b, 0x54, 0x7d]))).toThrow(/Encodage du fichier non reconnu/);
    expect(() => readQuestionFile(bytes('titre;contenu\nA;B'))).toThrow('Veuillez sélectionner un fichier JSON ou GIFT');
  });

  it('refuses what the form refuses, naming the question', () => {
    const result = importGift(`::${'T'.repeat(201)}::Texte {T}\n\nUne seule option {=a}`);
    expect(result.valid).toHaveLength(1);
    expect(result.errors).toEqual([`Question 1 (ligne 1, « ${'T'.repeat(60)} ») : Le titre : 200 caractères au maximum`]);
  });
});
