import { describe, expect, it } from 'vitest';
import { isPlainText, plainParagraphs } from './plain-text';

describe('isPlainText', () => {
  it('takes ordinary French sentences, punctuation and numbers included', () => {
    for (const text of [
      'Quelle est la capitale de la France ?',
      'Vrai ou faux : « l’eau bout à 100 °C » (au niveau de la mer) ; 2.5 + 3 = 5.5 !',
      'Ce livre coûte 12 $ et l’autre 15 $.',
      'Première ligne\nseconde ligne\n\nNouveau paragraphe.',
    ]) {
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it('sends anything Markdown could read as syntax to the renderer', () => {
    for (const text of [
      'Un mot en **gras**',
      'Un mot en _italique_',
      'Du `code`',
      '# Titre',
      '> Citation',
      '| a | b |',
      '[lien](https://exemple.fr)',
      'Voir https://fr.wikipedia.org',
      'Voir www.exemple.fr',
      'Écrire à prof@exemple.fr',
      '<b>html</b>',
      'Échappé \\*',
      'Entité &amp;',
      '~~barré~~',
      '- un\n- deux',
      '+ un',
      '1. premier',
      '2) second',
      'Titre\n=====',
      'Titre\n---',
      '    du code indenté',
    ]) {
      expect(isPlainText(text), text).toBe(false);
    }
  });
});

describe('plainParagraphs', () => {
  it('splits paragraphs at blank lines and keeps single line breaks, as the renderer does', () => {
    expect(plainParagraphs('  Un\ndeux  \n \n\nTrois\n')).toEqual([['Un', 'deux'], ['Trois']]);
    expect(plainParagraphs('')).toEqual([]);
  });
});
