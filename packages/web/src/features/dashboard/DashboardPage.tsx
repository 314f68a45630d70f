import { TeacherHeader } from '../../components/TeacherHeader';
import { useRequireTeacher } from '../../lib/teacher-session';

/** Teacher dashboard (spec §2). */
export function DashboardPage() {
  const teacher = useRequireTeacher();
  if (!teacher) return null;
  return (
    <>
      <TeacherHeader teacher={teacher} />
      <main className="page stack">
        <h1>Tableau de bord</h1>
        <section className="card stack" aria-labelledby="sessions-title">
          <h2 id="sessions-title">Mes Sessions</h2>
          <p className="muted">Aucune session créée pour le moment.</p>
        </section>
      </main>
    </>
  );
}
