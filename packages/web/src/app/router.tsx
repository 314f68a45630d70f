import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { lazyPage } from './lazy-page';

/** Every screen of spec §2. Each route is its own chunk. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', lazy: lazyPage(() => import('../features/landing/LandingPage'), (m) => m.LandingPage) },
      { path: '/teacher/login', lazy: lazyPage(() => import('../features/auth/LoginPage'), (m) => m.LoginPage) },
      {
        path: '/teacher/dashboard',
        lazy: lazyPage(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage),
      },
      {
        path: '/teacher/sessions/new',
        lazy: lazyPage(() => import('../features/dashboard/NewSessionPage'), (m) => m.NewSessionPage),
      },
      {
        path: '/teacher/sessions/:sessionId',
        lazy: lazyPage(() => import('../features/sessions/SessionPage'), (m) => m.SessionPage),
      },
      {
        path: '/teacher/sessions/:sessionId/questions/create',
        lazy: lazyPage(() => import('../features/questions/QuestionCreatePage'), (m) => m.QuestionCreatePage),
      },
      {
        path: '/teacher/sessions/:sessionId/questions/:questionId/edit',
        lazy: lazyPage(() => import('../features/questions/QuestionEditPage'), (m) => m.QuestionEditPage),
      },
      {
        path: '/teacher/sessions/:sessionId/live',
        lazy: lazyPage(() => import('../features/teacher-live/TeacherLivePage'), (m) => m.TeacherLivePage),
      },
      {
        path: '/student/join',
        lazy: lazyPage(() => import('../features/student-join/StudentJoinPage'), (m) => m.StudentJoinPage),
      },
      {
        path: '/student/session/:sessionId',
        lazy: lazyPage(() => import('../features/student-live/StudentSessionPage'), (m) => m.StudentSessionPage),
      },
      {
        path: '/student/session/:sessionId/stats',
        lazy: lazyPage(() => import('../features/student-stats/StudentStatsPage'), (m) => m.StudentStatsPage),
      },
      { path: '/quiz/:sessionCode', lazy: lazyPage(() => import('../features/quiz/QuizPage'), (m) => m.QuizPage) },
      { path: '/test', lazy: lazyPage(() => import('../features/connectivity/TestPage'), (m) => m.TestPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
