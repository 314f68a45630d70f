import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RejoinCodeNote } from '../../components/RejoinCodeNote';
import { StudentStats } from '../../components/student-stats/StudentStats';
import { getStudentRecord } from '../../lib/student-store';
import { Logo } from '../../components/Logo';

/**
 * /student/session/{sessionId}/stats: the personal statistics of the student this device
 * joined the session as (its saved record and token). The live and join pages link here once
 * the session has ended.
 */
export function StudentStatsPage() {
  const { sessionId = '' } = useParams();
  const [record] = useState(getStudentRecord);
  const [printing, setPrinting] = useState(false);
  const own = record && record.sessionId === sessionId ? record : null;

  return (
    <>
      {!printing && (
        <header className="app-header no-print">
          <div className="app-header-inner">
            <Link to="/" className="brand" aria-label="CIAR, retour à l’accueil">
              <Logo />
              CIAR
            </Link>
            <nav className="row" aria-label="Navigation étudiant">
              {own && <span className="stats-page-student">{own.name}</span>}
              <Link to={own ? `/student/session/${own.sessionId}` : '/student/join'} className="btn btn-ghost">
                {own ? 'Retour à la session' : 'Rejoindre une session'}
              </Link>
            </nav>
          </div>
        </header>
      )}
      <main className="page page-stats stack">
        <h1 className="visually-hidden">Statistiques personnelles</h1>
        {own && !printing && <RejoinCodeNote studentId={own.id} />}
        {own ? (
          <StudentStats sessionId={own.sessionId} studentId={own.id} token={own.token} onPrintingChange={setPrinting} />
        ) : (
          <section className="card stack" aria-labelledby="stats-missing">
            <h2 id="stats-missing">Statistiques indisponibles</h2>
            <p>Aucune participation à cette session n’est enregistrée sur cet appareil.</p>
            <Link className="btn" to="/student/join">
              Rejoindre une session
            </Link>
          </section>
        )}
      </main>
    </>
  );
}
