import type { Teacher } from '@ciar/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { logout } from '../lib/teacher-session';
import { Logo } from './Logo';

interface Props {
  teacher: Teacher;
  /** Extra navigation shown before the logout button (e.g. back to the dashboard). */
  children?: React.ReactNode;
  /** Replaces the teacher's totals under the name (the live screen: this session's participants). */
  summary?: string;
}

/** Header of every teacher screen: name, totals, navigation and logout. */
export function TeacherHeader({ teacher, children, summary }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onLogout = async () => {
    await logout().catch(() => undefined);
    // Whoever logs in next on this browser must not see this teacher's cached sessions.
    queryClient.clear();
    navigate('/');
  };
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <div className="row">
          <Link to="/" className="brand" aria-label="CIAR, retour à l’accueil">
            <Logo />
            CIAR
          </Link>
          <div>
            <div style={{ fontWeight: 700 }}>{teacher.name}</div>
            <div className="muted" style={{ fontSize: 'var(--text-sm)' }}>
              {summary ?? (
                <>
                  {teacher.totalSessions} session{teacher.totalSessions > 1 ? 's' : ''} ·{' '}
                  {teacher.totalStudents} étudiant{teacher.totalStudents > 1 ? 's' : ''}
                </>
              )}
            </div>
          </div>
        </div>
        <nav className="row" aria-label="Navigation enseignant">
          {children}
          <Link to="/" className="btn btn-ghost">
            Accueil
          </Link>
          <button type="button" className="btn btn-secondary" onClick={onLogout}>
            Déconnexion
          </button>
        </nav>
      </div>
    </header>
  );
}
