/**
 * Every screen of docs/product.md#screens, each its own chunk. Declarative routes (not a data router): the
 * app loads its data with react-query, and this keeps about 10 KB of router code off every
 * student's phone.
 */
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { lazyPage, lazyQueryPage } from './lazy-page';
import { pageTitle } from './page-titles';
import { useFocusOnNavigation } from './route-focus';
import { Skeleton } from '../components/Skeleton';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), (m) => m.LandingPage);
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), (m) => m.LoginPage);
const DashboardPage = lazyQueryPage(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage);
const NewSessionPage = lazyQueryPage(() => import('../features/dashboard/NewSessionPage'), (m) => m.NewSessionPage);
const SessionPage = lazyQueryPage(() => import('../features/sessions/SessionPage'), (m) => m.SessionPage);
const QuestionCreatePage = lazyQueryPage(() => import('../features/questions/QuestionCreatePage'), (m) => m.QuestionCreatePage);
const QuestionEditPage = lazyQueryPage(() => import('../features/questions/QuestionEditPage'), (m) => m.QuestionEditPage);
const TeacherLivePage = lazyQueryPage(() => import('../features/teacher-live/TeacherLivePage'), (m) => m.TeacherLivePage);
const StudentJoinPage = lazyQueryPage(() => import('../features/student-join/StudentJoinPage'), (m) => m.StudentJoinPage);
// The student's live page (and the pages without server data) stay outside react-query: a phone
// reloading a live session downloads none of it (decision 125). Wrap them too if they start using it.
const StudentSessionPage = lazyPage(() => import('../features/student-live/StudentSessionPage'), (m) => m.StudentSessionPage);
const StudentStatsPage = lazyQueryPage(() => import('../features/student-stats/StudentStatsPage'), (m) => m.StudentStatsPage);
const QuizPage = lazyQueryPage(() => import('../features/quiz/QuizPage'), (m) => m.QuizPage);
const TestPage = lazyPage(() => import('../features/connectivity/TestPage'), (m) => m.TestPage);

function PageLoading() {
  return (
    <div className="page">
      <Skeleton label="Chargement…" />
    </div>
  );
}

export function AppRoutes() {
  const location = useLocation();
  useEffect(() => {
    document.title = pageTitle(location.pathname);
  }, [location.pathname]);
  useFocusOnNavigation(location.pathname);
  return (
    // Keyed by path: an error on one screen does not stick once the user navigates away.
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/teacher/login" element={<LoginPage />} />
          <Route path="/teacher/dashboard" element={<DashboardPage />} />
          <Route path="/teacher/sessions/new" element={<NewSessionPage />} />
          <Route path="/teacher/sessions/:sessionId" element={<SessionPage />} />
          <Route path="/teacher/sessions/:sessionId/questions/create" element={<QuestionCreatePage />} />
          <Route path="/teacher/sessions/:sessionId/questions/:questionId/edit" element={<QuestionEditPage />} />
          <Route path="/teacher/sessions/:sessionId/live" element={<TeacherLivePage />} />
          <Route path="/student/join" element={<StudentJoinPage />} />
          <Route path="/student/session/:sessionId" element={<StudentSessionPage />} />
          <Route path="/student/session/:sessionId/stats" element={<StudentStatsPage />} />
          <Route path="/quiz/:sessionCode" element={<QuizPage />} />
          <Route path="/test" element={<TestPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
