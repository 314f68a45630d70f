import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordCloud, wordSize } from './WordCloud';

describe('WordCloud', () => {
  it('draws each word larger the more students used it, and lists them with their counts for screen readers', () => {
    render(
      <WordCloud
        words={[
          { word: 'glucose', count: 12 },
          { word: 'lumière', count: 5 },
          { word: 'chlorophylle', count: 1 },
        ]}
      />,
    );
    const cloud = screen.getByRole('figure', { name: 'Nuage de mots' });
    const size = (word: string) =>
      parseFloat([...cloud.querySelectorAll<HTMLElement>('.word-cloud-word')].find((el) => el.textContent === word)!.style.fontSize);
    expect(size('glucose')).toBeGreaterThan(size('lumière'));
    expect(size('lumière')).toBeGreaterThan(size('chlorophylle'));
    const list = within(cloud).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'glucose : 12 élèves',
      'lumière : 5 élèves',
      'chlorophylle : 1 élève',
    ]);
  });

  it('says the cloud fills with the answers when there is no word yet', () => {
    render(<WordCloud words={[]} />);
    expect(screen.getByText('Pas encore de mots : le nuage se remplit avec les réponses.')).toBeTruthy();
  });

  it('sizes from 1 em for one student to 4 em for the most used word', () => {
    expect(wordSize(1, 30)).toBe(1);
    expect(wordSize(30, 30)).toBe(4);
    expect(wordSize(1, 1)).toBe(1.5);
  });
});
