import type { LiveQuestionStats } from '@ciar/shared/events';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import { QUESTION_TYPE_LABELS, type Question } from '@ciar/shared/question';
import type { PublicSession } from '@ciar/shared/session';
import { truncateOpenAnswer } from '@ciar/shared/statistics';
import { useEffect, useRef, useState } from 'react';
import { Histogram } from '../../components/Histogram';
import { LiveRegion } from '../../components/LiveRegion';
import { Markdown } from '../../components/Markdown';
import { QrCode } from '../../components/QrCode';
import { StatusBadge } from '../../components/StatusBadge';
import { Timer } from '../../components/Timer';
import { QuestionWordCloud } from '../../components/word-cloud/QuestionWordCloud';
import type { LiveControls } from './live-controls';
import { presenterCommand } from './presenter-keys';
import { questionBars } from './question-bars';
import './presenter.css';
import { QuestionPicture } from '../../components/QuestionPicture';

interface Props {
  session: PublicSession;
  question: Question | null;
  /** 1-based position of the question on screen, and how many there are. */
  position: { index: number; total: number };
  stats: LiveQuestionStats | null;
  /** Whether the live channel is joined: commands wait for it. */
  connected: boolean;
  clockOffsetMs: number;
  controls: LiveControls;
  busy: boolean;
  error: string | null;
  onNext: () => void;
  onPause: () => void;
  onResume: () => void;
  onExit: () => void;
  /** The text of the page's one live region (decision 193), which the live screen writes. */
  announcement: string;
  /** The same region, for the timer's thresholds. */
  announce: (text: string) => void;
}

function plural(count: number, word: string): string {
  return `${count}\u00a0${word}${count > 1 ? 's' : ''}`;
}

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The live screen made for the projector: it fills the screen without scrolling, every text
 * sized from the screen's height (legible from the back of the room), the join code, address and
 * QR code always in view, and no teacher navigation. Open answers are anonymous unless the
 * teacher asks for names; scores never show here (they stay on the session page).
 */
export function PresenterView(props: Props) {
  const { session, question, position, stats, clockOffsetMs, controls, busy, error } = props;
  const [showAnswers, setShowAnswers] = useState(true);
  const [showNames, setShowNames] = useState(false);
  const [revealCorrect, setRevealCorrect] = useState(false);
  const [cloud, setCloud] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const controlsShown = useShownWhileMouseMoves();

  // The latest props for the key handler, which is installed once.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // The next and pause commands, with the latest state; a key pressed while busy waits here.
  const queued = useRef<'next' | 'pause-resume' | null>(null);
  const run = (command: 'next' | 'pause-resume') => {
    const { controls: now, onNext, onPause, onResume } = latest.current;
    if (command === 'next') {
      if (now.next.enabled) onNext();
    } else if (now.pause) onPause();
    else if (now.resume) onResume();
  };
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (busy || !queued.current) return;
    const command = queued.current;
    queued.current = null;
    runRef.current(command);
  }, [busy]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target.tagName : undefined;
      const command = presenterCommand({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, targetTag: target });
      if (!command) return;
      event.preventDefault();
      const { busy: waiting, onExit } = latest.current;
      switch (command) {
        case 'next':
        case 'pause-resume':
          // A remote's press while the last command travels is kept and run once it is done.
          if (waiting) queued.current = command;
          else runRef.current(command);
          break;
        case 'toggle-answers':
          setShowAnswers((shown) => !shown);
          break;
        case 'toggle-names':
          setShowNames((shown) => !shown);
          break;
        case 'toggle-cloud':
          setCloud((shown) => !shown);
          break;
        case 'toggle-fullscreen':
          toggleFullscreen();
          break;
        case 'exit':
          if (!document.fullscreenElement) onExit();
          break;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A new question hides the correct answer again; keyboard focus stays on the presenter.
  useEffect(() => {
    setRevealCorrect(false);
  }, [question?.id]);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const origin = window.location.origin;
  const joinUrl = `${origin}/student/join?code=${encodeURIComponent(session.code)}`;
  const responses = stats?.responsesCount ?? 0;
  const bars = question ? questionBars(question, stats, { revealCorrect }) : null;
  const hasCorrectAnswer = question !== null && question.correctAnswer.trim() !== '' && bars !== null;

  return (
    <div className="presenter" role="region" aria-label="Présentation de la session">
      <LiveRegion message={props.announcement} />
      <header className="presenter-join">
        <div className="presenter-code-block">
          <span className="presenter-label">Code</span>
          <span className="presenter-code">{session.code}</span>
        </div>
        <div className="presenter-address">
          <span className="presenter-label">Rejoindre sur</span>
          <span className="presenter-url">{`${window.location.host}/student/join`}</span>
        </div>
        <QrCode className="presenter-qr" value={joinUrl} label={`QR code pour rejoindre la session ${session.code}`} />
        <div className="presenter-count">
          <span className="presenter-count-value">{session.participantsCount}</span>
          <span className="presenter-label">{session.participantsCount > 1 ? 'participants' : 'participant'}</span>
        </div>
      </header>

      {question ? (
        <section className="presenter-question" aria-labelledby="presenter-question-title">
          <div className="presenter-question-meta">
            <span>
              Question {position.index}/{position.total} · {QUESTION_TYPE_LABELS[question.type]}
            </span>
            <StatusBadge status={session.status} />
            <ConnectionBadge connected={props.connected} />
            {!session.disableTimer && (
              <Timer
                className="presenter-timer"
                questionId={question.id}
                activatedAt={question.activatedAt}
                timeLimit={question.timeLimit}
                clockOffsetMs={clockOffsetMs}
                running={question.isActive && session.status !== 'ended'}
                onAnnounce={props.announce}
              />
            )}
          </div>
          <h1 id="presenter-question-title" className="presenter-title" tabIndex={-1} ref={titleRef}>
            {frenchSpacing(question.title)}
          </h1>
          <Markdown className="presenter-content">{question.content}</Markdown>
          <QuestionPicture image={question.image} size="large" />
        </section>
      ) : (
        <section className="presenter-question">
          <div className="presenter-question-meta">
            <StatusBadge status={session.status} />
            <ConnectionBadge connected={props.connected} />
          </div>
          <h1 className="presenter-title" tabIndex={-1} ref={titleRef}>
            {session.name}
          </h1>
          <p className="presenter-waiting">
            {session.status === 'ended'
              ? 'Session terminée. Merci à tous !'
              : 'Rejoignez la session : la première question arrive bientôt.'}
          </p>
        </section>
      )}

      <section className="presenter-answers" aria-label="Réponses en direct">
        {question && (
          <p className="presenter-responses">
            {`${plural(responses, 'réponse')} sur ${plural(session.participantsCount, 'participant')}`}
          </p>
        )}
        {question && showAnswers && bars && <Histogram title="Répartition des réponses" bars={bars} total={responses} />}
        {question && showAnswers && !bars && cloud && (
          <QuestionWordCloud className="presenter-cloud" questionId={question.id} answersCount={responses} />
        )}
        {question && showAnswers && !bars && !cloud && <PresenterOpenAnswers answers={stats?.openAnswers ?? []} showNames={showNames} />}
        {question && !showAnswers && <p className="presenter-hidden">Réponses masquées (touche R pour les afficher)</p>}
      </section>

      {error && (
        <p className="presenter-error" role="alert">
          {error}
        </p>
      )}

      <nav className={controlsShown ? 'presenter-controls is-visible' : 'presenter-controls'} aria-label="Commandes de la présentation">
        <button type="button" className="btn" onClick={props.onNext} disabled={busy || !controls.next.enabled}>
          Suivante (→)
        </button>
        {controls.pause && (
          <button type="button" className="btn btn-secondary" onClick={props.onPause} disabled={busy}>
            Pause (P)
          </button>
        )}
        {controls.resume && (
          <button type="button" className="btn btn-success" onClick={props.onResume} disabled={busy}>
            Reprendre (P)
          </button>
        )}
        <button type="button" className="btn btn-secondary" aria-pressed={showAnswers} onClick={() => setShowAnswers((s) => !s)}>
          Réponses (R)
        </button>
        {question && !bars && (
          <button type="button" className="btn btn-secondary" aria-pressed={cloud} onClick={() => setCloud((s) => !s)}>
            Nuage de mots (W)
          </button>
        )}
        {question && !bars && !cloud && (
          <button type="button" className="btn btn-secondary" aria-pressed={showNames} onClick={() => setShowNames((s) => !s)}>
            Noms (N)
          </button>
        )}
        {hasCorrectAnswer && (
          <button type="button" className="btn btn-secondary" aria-pressed={revealCorrect} onClick={() => setRevealCorrect((s) => !s)}>
            Bonne réponse
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={toggleFullscreen}>
          Plein écran (F)
        </button>
        <button type="button" className="btn btn-ghost" onClick={props.onExit}>
          Quitter (Échap)
        </button>
      </nav>
    </div>
  );
}

/** Whether the live channel is joined: the teacher sees at a glance that commands will go. */
function ConnectionBadge({ connected }: { connected: boolean }) {
  return (
    <span className={connected ? 'badge badge-active' : 'badge badge-ended'}>
      {connected ? 'Connecté' : 'Déconnecté'}
    </span>
  );
}

/** True while the mouse moves over the page and for 3 s after. */
function useShownWhileMouseMoves(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = () => {
      setShown(true);
      clearTimeout(timer);
      timer = setTimeout(() => setShown(false), 3000);
    };
    document.addEventListener('mousemove', onMove);
    return () => {
      document.removeEventListener('mousemove', onMove);
      clearTimeout(timer);
    };
  }, []);
  return shown;
}

function PresenterOpenAnswers({ answers, showNames }: { answers: LiveQuestionStats['openAnswers']; showNames: boolean }) {
  if (answers.length === 0) return <p className="presenter-hidden">Aucune réponse pour le moment.</p>;
  return (
    <ul className="presenter-open-answers" aria-label="Dernières réponses">
      {answers.map((answer, index) => (
        <li key={index} className="presenter-open-answer">
          {showNames && <span className="presenter-open-name">{answer.studentName} : </span>}
          {truncateOpenAnswer(answer.answer)}
        </li>
      ))}
    </ul>
  );
}
