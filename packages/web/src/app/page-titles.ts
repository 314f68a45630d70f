/**
 * One title per screen (WCAG 2.4.2), so a screen reader, a tab strip and the browser's history
 * say where the user is. Patterns are those of the router; the first match wins.
 */
import { matchPath } from 'react-router';

const APP = 'CIAR';

const TITLES: ReadonlyArray<[pattern: string, title: string]> = [
  ['/', 'CIAR — quiz et sondages en direct pour la classe'],
  ['/teacher/login', 'Connexion enseignant'],
  ['/teacher/dashboard', 'Tableau de bord'],
  ['/teacher/sessions/new', 'Nouvelle session'],
  ['/teacher/sessions/:sessionId/questions/create', 'Nouvelle question'],
  ['/teacher/sessions/:sessionId/questions/:questionId/edit', 'Modifier la question'],
  ['/teacher/sessions/:sessionId/live', 'Écran live'],
  ['/teacher/sessions/:sessionId', 'Gestion de la session'],
  ['/student/join', 'Rejoindre une session'],
  ['/student/session/:sessionId/stats', 'Mes statistiques'],
  ['/student/session/:sessionId', 'Session en direct'],
  ['/quiz/:sessionCode', 'Quiz en autonomie'],
  ['/test', 'Test de connectivité'],
];

export function pageTitle(pathname: string): string {
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname));
  if (!found) return `Page introuvable — ${APP}`;
  return found[0] === '/' ? found[1] : `${found[1]} — ${APP}`;
}
