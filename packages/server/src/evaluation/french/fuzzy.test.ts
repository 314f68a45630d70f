import { describe, expect, it } from 'vitest';
import { editDistance, isSpellingVariant, phoneticKey, spellingTolerance } from './fuzzy';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions', () => {
    expect(editDistance('chat', 'chat')).toBe(0);
    expect(editDistance('chat', 'chats')).toBe(1);
    expect(editDistance('chat', 'chut')).toBe(1);
    expect(editDistance('chat', 'caht')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('spelling tolerance', () => {
  it('grows with the length of the word', () => {
    expect(spellingTolerance(4)).toBe(0);
    expect(spellingTolerance(6)).toBe(1);
    expect(spellingTolerance(12)).toBe(2);
  });

  it('forgives usual mistakes', () => {
    expect(isSpellingVariant('enzimes', 'enzymes')).toBe(true);
    expect(isSpellingVariant('oxigene', 'oxygene')).toBe(true);
    expect(isSpellingVariant('fotosynthese', 'photosynthese')).toBe(true);
    expect(isSpellingVariant('precipitasion', 'precipitation')).toBe(true);
    expect(isSpellingVariant('suje', 'sujet')).toBe(true);
  });

  it('does not confuse different short words', () => {
    expect(isSpellingVariant('forme', 'force')).toBe(false);
    expect(isSpellingVariant('pain', 'bain')).toBe(false);
    expect(isSpellingVariant('nord', 'mord')).toBe(false);
  });

  it('does not confuse words that differ by more than the tolerance', () => {
    expect(isSpellingVariant('direct', 'indirect')).toBe(false);
    expect(isSpellingVariant('maison', 'raison')).toBe(false);
  });

  it('keeps numbers exact', () => {
    expect(isSpellingVariant('1000', '1001')).toBe(false);
  });
});

describe('phoneticKey', () => {
  it('gives sound-alike spellings the same key', () => {
    expect(phoneticKey('photo')).toBe(phoneticKey('foto'));
    expect(phoneticKey('pharmacie')).toBe(phoneticKey('farmassie'));
    expect(phoneticKey('sujet')).toBe(phoneticKey('sujé'.normalize('NFD').replace(/\p{M}/gu, '')));
  });
});
