import { useState } from 'react';
import { Link } from 'react-router';
import './landing.css';
import { Logo } from '../../components/Logo';

const FEATURES = [
  { title: 'Temps réel', text: 'Les réponses de la classe s’affichent instantanément, question par question.' },
  { title: 'Statistiques', text: 'Taux de réussite, répartition des réponses et classement après chaque session.' },
  { title: 'Responsive', text: 'Sur téléphone, tablette, ordinateur ou vidéoprojecteur, sans rien installer.' },
];

/** Landing page (docs/product.md#landing-page): welcome text, three features, teacher and student entries. */
export function LandingPage() {
  const [panel, setPanel] = useState<'teacher' | 'student' | null>(null);
  return (
    <>
      <header className="app-header">
        <div className="app-header-inner">
          <span className="brand">
            <Logo />
            CIAR
          </span>
          <nav className="row" aria-label="Accès rapide">
            <Link to="/student/join" className="btn btn-ghost">
              Rejoindre une session
            </Link>
            <Link to="/teacher/login" className="btn btn-secondary">
              Espace enseignant
            </Link>
          </nav>
        </div>
      </header>
      <main className="page stack">
        <section className="landing-hero">
          <h1>Bienvenue sur CIAR</h1>
          <p className="landing-lead">
            Posez vos questions en direct, recueillez les réponses de toute la classe et suivez la compréhension de
            chacun en temps réel.
          </p>
        </section>

        <section aria-labelledby="features-title">
          <h2 id="features-title" className="visually-hidden">
            Fonctionnalités
          </h2>
          <ul className="grid landing-features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card">
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="grid" aria-label="Choisissez votre espace">
          <article className="card stack">
            <h2>Je suis enseignant</h2>
            <p className="muted">Créez vos sessions, ajoutez vos questions et animez votre cours.</p>
            <div className="row">
              <Link to="/teacher/login" className="btn">
                Se connecter
              </Link>
              <button
                type="button"
                className="btn btn-secondary"
                aria-expanded={panel === 'teacher'}
                aria-controls="teacher-panel"
                onClick={() => setPanel(panel === 'teacher' ? null : 'teacher')}
              >
                Accès rapide
              </button>
            </div>
            {panel === 'teacher' && (
              <div id="teacher-panel" className="banner banner-info stack">
                <Link to="/teacher/dashboard">Tableau de bord</Link>
                <Link to="/teacher/sessions/new">Nouvelle session</Link>
              </div>
            )}
          </article>
          <article className="card stack">
            <h2>Je suis étudiant</h2>
            <p className="muted">Rejoignez la session de votre enseignant avec le code à 6 caractères.</p>
            <div className="row">
              <button
                type="button"
                className="btn btn-success"
                aria-expanded={panel === 'student'}
                aria-controls="student-panel"
                onClick={() => setPanel(panel === 'student' ? null : 'student')}
              >
                Participer
              </button>
            </div>
            {panel === 'student' && (
              <div id="student-panel" className="banner banner-success stack">
                <p>Munissez-vous du code affiché par votre enseignant.</p>
                <Link to="/student/join">Rejoindre une session</Link>
              </div>
            )}
          </article>
        </section>
      </main>
    </>
  );
}
