import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles';

describe('page titles', () => {
  it('names each screen, the most specific route first', () => {
    expect(pageTitle('/teacher/dashboard')).toBe('Tableau de bord — CIAR');
    expect(pageTitle('/teacher/sessions/abc')).toBe('Gestion de la session — CIAR');
    expect(pageTitle('/teacher/sessions/abc/live')).toBe('Écran live — CIAR');
    expect(pageTitle('/teacher/sessions/abc/questions/create')).toBe('Nouvelle question — CIAR');
    expect(pageTitle('/teacher/sessions/new')).toBe('Nouvelle session — CIAR');
    expect(pageTitle('/student/session/abc/stats')).toBe('Mes statistiques — CIAR');
    expect(pageTitle('/quiz/ABC234')).toBe('Quiz en autonomie — CIAR');
    expect(pageTitle('/')).toBe('CIAR — quiz et sondages en direct pour la classe');
  });

  it('says when a page does not exist', () => {
    expect(pageTitle('/nulle-part')).toBe('Page introuvable — CIAR');
  });

  it('gives every screen a different title', () => {
    const paths = ['/', '/teacher/login', '/teacher/dashboard', '/teacher/sessions/new', '/teacher/sessions/a', '/teacher/sessions/a/live',
      '/teacher/sessions/a/questions/create', '/teacher/sessions/a/questions/b/edit', '/student/join', '/student/session/a',
      '/student/session/a/stats', '/quiz/A', '/test', '/x'];
    expect(new Set(paths.map(pageTitle)).size).toBe(paths.length);
  });
});
