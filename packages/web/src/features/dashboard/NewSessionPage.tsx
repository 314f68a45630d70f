import { Link, useNavigate } from 'react-router';
import { TeacherHeader } from '../../components/TeacherHeader';
import { useCurrentTeacher } from '../../lib/current-teacher';
import { useRequireTeacher } from '../../lib/teacher-session';
import { NewSessionForm } from './NewSessionForm';

/** /teacher/sessions/new: name a session, create it and open its management page. */
export function NewSessionPage() {
  const teacher = useRequireTeacher();
  useCurrentTeacher(teacher !== null);
  const navigate = useNavigate();
  if (!teacher) return null;
  return (
    <>
      <TeacherHeader teacher={teacher}>
        <Link to="/teacher/dashboard" className="btn btn-ghost">
          Tableau de bord
        </Link>
      </TeacherHeader>
      <main className="page page-narrow">
        <section className="card stack" aria-labelledby="new-session-title">
          <h1 id="new-session-title">Nouvelle session</h1>
          <p className="muted">Donnez un nom à votre session ; vous y ajouterez ensuite vos questions.</p>
          <NewSessionForm
            onCreated={(session) => navigate(`/teacher/sessions/${session.id}`)}
            onCancel={() => navigate('/teacher/dashboard')}
          />
        </section>
      </main>
    </>
  );
}
