import type { Teacher } from '@ciar/shared/auth';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import { QUESTION_TYPE_LABELS, type Question } from '@ciar/shared/question';
import type { Session } from '@ciar/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Markdown } from '../../components/Markdown';
import { useCountAnnouncement } from '../../lib/count-announcement';
import { LiveRegion } from '../../components/LiveRegion';
import { RejoinRequests } from '../../components/RejoinRequests';
import { ArrivalsControl } from './ArrivalsControl';
import { StatusBadge } from '../../components/StatusBadge';
import { TeacherHeader } from '../../components/TeacherHeader';
import { Timer } from '../../components/Timer';
import { ApiError } from '../../lib/api';
import { useAnnouncer } from '../../lib/announcer';
import { newQuestionAnnouncement } from '../../lib/question-announcement';
import { queryKeys } from '../../lib/query-keys';
import { serverMessageOr } from '../../lib/server-message';
import { useLiveSession, useSocketEvent } from '../../lib/socket';
import { useRequireTeacher } from '../../lib/teacher-session';
import { useChangeSessionStatus } from '../../lib/session-status';
import { useLiveSessionDetails } from './get-live-session';
import { liveCountAnnouncement, TEACHER_LIVE_ANNOUNCEMENTS, teacherStatusAnnouncement } from './announcements';
import { activateQuestion, LIVE_COMMAND_MESSAGES, startSession, stopSession } from './live-commands';
import { liveControls } from './live-controls';
import { LiveControls } from './LiveControls';
import { LiveStats } from './LiveStats';
import { PresenterView } from './PresenterView';
import { initialTeacherLiveState, teacherLiveReducer } from './teacher-live-state';
import './teacher-live.css';
import { QuestionPicture } from '../../components/QuestionPicture';
import { Skeleton } from '../../components/Skeleton';

/** The teacher's live screen (docs/product.md#live-screen), made to be projected to the class. */
export function TeacherLivePage() {
  const teacher = useRequireTeacher();
  const { sessionId = '' } = useParams();
  const details = useLiveSessionDetails(sessionId, teacher !== null);
  // In the address, so that a projector's reload comes back in presentation.
  const [params, setParams] = useSearchParams();
  const presenting = params.has('presentation');
  // The header counts this session's participants as they join, not the teacher's stored total (docs/product.md#live-screen).
  const [participants, setParticipants] = useState<number | null>(null);
  if (!teacher) return null;
  const participantsNow = participants ?? details.data?.participantsCount ?? null;
  const summary =
    participantsNow === null ? undefined : `${participantsNow} participant${participantsNow > 1 ? 's' : ''} dans cette session`;

  const navigation = (
    <>
      <Link to="/teacher/dashboard" className="btn btn-ghost">
        Tableau de bord
      </Link>
      <Link to={`/teacher/sessions/${encodeURIComponent(sessionId)}`} className="btn btn-ghost">
        Gérer la session
      </Link>
    </>
  );

  let body;
  if (details.data) {
    body = (
      <LiveScreen
        teacher={teacher}
        session={details.data}
        presenting={presenting}
        onPresentingChange={(on) => setParams(on ? { presentation: '' } : {}, { replace: true })}
        onParticipantsChange={setParticipants}
      />
    );
  }
  else if (details.isError) {
    const missing = details.error instanceof ApiError && details.error.status === 404;
    body = (
      <main className="page page-narrow">
        <div className="card stack center" role="alert">
          <h1>{missing ? 'Session non trouvée' : 'Erreur lors du chargement de la session'}</h1>
          <Link to="/teacher/dashboard" className="btn">
            Retour au tableau de bord
          </Link>
        </div>
      </main>
    );
  } else {
    body = (
      <main className="page">
        <Skeleton label="Chargement de la session…" lines={5} />
      </main>
    );
  }

  return (
    <>
      {/* The projected presentation shows no teacher navigation. */}
      {!(presenting && details.data) && (
        <TeacherHeader teacher={teacher} summary={summary}>
          {navigation}
        </TeacherHeader>
      )}
      {body}
    </>
  );
}

function byPosition(questions: Question[] | undefined): Question[] {
  return [...(questions ?? [])].sort((a, b) => a.position - b.position);
}

interface LiveScreenProps {
  teacher: Teacher;
  session: Session;
  presenting: boolean;
  onPresentingChange: (presenting: boolean) => void;
  onParticipantsChange?: (count: number) => void;
}

function LiveScreen({ teacher, session: details, presenting, onPresentingChange, onParticipantsChange }: LiveScreenProps) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(teacherLiveReducer, initialTeacherLiveState);
  const live = useLiveSession(
    { code: details.code, role: 'teacher', userId: teacher.id, userName: teacher.name },
    (snapshot) => dispatch({ type: 'snapshot', snapshot, receivedAt: Date.now() }),
  );
  const { socket } = live;
  const questions = byPosition(details.questions);

  useSocketEvent(socket, 'question-activated', (data) => {
    dispatch({
      type: 'question-activated',
      question: data.question as Question,
      activatedAt: data.activatedAt,
      serverNow: data.serverNow,
      activationSeq: data.activationSeq,
      receivedAt: Date.now(),
      stats: data.stats,
    });
    // A question added elsewhere since this screen loaded: reload the list so 'next' follows it.
    if (!questions.some((q) => q.id === data.questionId)) void client.invalidateQueries({ queryKey: queryKeys.session(details.id) });
  });
  useSocketEvent(socket, 'answer-submitted', ({ stats }) => dispatch({ type: 'stats', stats }));
  useSocketEvent(socket, 'question-deactivated', ({ activationSeq }) => {
    dispatch({ type: 'question-deactivated', activationSeq });
    // Closed by « deactivate all », or deleted on the management page (decision 221): reload
    // the list, so that 'next' never offers a question that is gone.
    void client.invalidateQueries({ queryKey: queryKeys.session(details.id) });
  });
  useSocketEvent(socket, 'session-status-changed', (change) =>
    dispatch({ type: 'status', status: change.status, change, receivedAt: Date.now() }),
  );
  useSocketEvent(socket, 'session-stopped', () => dispatch({ type: 'status', status: 'ended' }));
  useSocketEvent(socket, 'session-settings-changed', ({ isAutonomous, disableTimer }) =>
    dispatch({ type: 'settings', isAutonomous, disableTimer }),
  );
  useSocketEvent(socket, 'user-joined', ({ participantsCount }) => dispatch({ type: 'participants', count: participantsCount }));

  const changeStatus = useChangeSessionStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);

  // Until the first snapshot, the loaded session stands in for the live state.
  const session = state.session ?? details;
  useEffect(() => {
    onParticipantsChange?.(session.participantsCount);
  }, [session.participantsCount, onParticipantsChange]);
  const question = state.session ? state.question : details.currentQuestion;
  const controls = liveControls(session.status, questions, question?.id ?? null);

  // The page's one polite live region (decision 193), in both views: a question shown, the
  // session's start, pause, resume and end, the connection, and the live count every 5 s at most.
  const [announcement, announce] = useAnnouncer();
  const activationKey = question?.isActive ? `${question.id}:${question.activatedAt ?? ''}` : null;
  const lastActivation = useRef(activationKey);
  useEffect(() => {
    const before = lastActivation.current;
    lastActivation.current = activationKey;
    if (question && activationKey && activationKey !== before) announce(newQuestionAnnouncement(question, !session.disableTimer));
    // Once per activation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activationKey]);
  const previousStatus = useRef(session.status);
  useEffect(() => {
    const said = teacherStatusAnnouncement(previousStatus.current, session.status);
    previousStatus.current = session.status;
    if (said) announce(said);
  }, [session.status, announce]);
  const connection = useRef<'never' | 'up' | 'lost'>('never');
  useEffect(() => {
    if (live.connected) {
      if (connection.current === 'lost') announce(TEACHER_LIVE_ANNOUNCEMENTS.reconnected);
      connection.current = 'up';
    } else if (connection.current === 'up') {
      connection.current = 'lost';
      announce(TEACHER_LIVE_ANNOUNCEMENTS.disconnected);
    }
  }, [live.connected, announce]);
  useCountAnnouncement(
    liveCountAnnouncement(question ? (state.stats?.responsesCount ?? 0) : null, session.participantsCount),
    question?.id ?? '',
    announce,
  );

  const run = async (command: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    const message = await command();
    setBusy(false);
    if (message) setError(message);
  };

  const setPaused = (paused: boolean) =>
    run(async () => {
      try {
        const updated = await changeStatus.mutateAsync({ sessionId: details.id, status: paused ? 'paused' : 'active' });
        const open = updated.currentQuestion;
        const change = {
          sessionId: updated.id,
          status: updated.status,
          pausedAt: updated.pausedAt ?? null,
          openQuestion: open ? { questionId: open.id, pausedMs: open.pausedMs ?? 0 } : null,
        };
        dispatch({ type: 'status', status: updated.status, change, receivedAt: Date.now() });
        return null;
      } catch (failure) {
        return serverMessageOr(failure, LIVE_COMMAND_MESSAGES.statusFailed);
      }
    });

  const next = () => controls.next.questionId && run(() => activateQuestion(details.id, controls.next.questionId!));
  // Commands travel over the live channel, which sends nothing before its join (decision 102):
  // until it has joined, after the page opens or while the network is away, they wait, the
  // buttons disabled and a presenter's key kept for then, instead of failing at once.
  const joined = live.connected && live.joined;
  const waiting = busy || !joined;

  if (presenting) {
    return (
      <PresenterView
        session={session}
        question={question}
        position={{ index: questions.findIndex((q) => q.id === question?.id) + 1, total: questions.length }}
        stats={state.stats}
        connected={joined}
        clockOffsetMs={state.clockOffsetMs}
        controls={controls}
        busy={waiting}
        error={error ?? live.error}
        onNext={() => void next()}
        onPause={() => void setPaused(true)}
        onResume={() => void setPaused(false)}
        onExit={() => onPresentingChange(false)}
        announcement={announcement}
        announce={announce}
      />
    );
  }

  const joinUrl = `${window.location.origin}/student/join?code=${encodeURIComponent(session.code)}`;
  return (
    <main className="page projector stack">
      <LiveRegion message={announcement} />
      <section className="card projector-banner" aria-labelledby="live-title">
        <div className="stack projector-session">
          <h1 id="live-title">{session.name}</h1>
          <div className="row">
            <StatusBadge status={session.status} />
            <span className={live.connected ? 'badge badge-active' : 'badge badge-ended'}>
              {live.connected ? 'Connecté' : 'Déconnecté'}
            </span>
          </div>
          <button type="button" className="btn btn-secondary projector-present" onClick={() => onPresentingChange(true)}>
            Mode présentation
          </button>
        </div>
        <div className="projector-join">
          <span className="projector-join-label">Code de la session</span>
          <span className="projector-code">{session.code}</span>
          <span className="projector-join-url">
            Rejoindre sur <a href={joinUrl}>{`${window.location.host}/student/join`}</a>
          </span>
        </div>
        <div className="projector-participants">
          <span className="projector-participants-value">{session.participantsCount}</span>
          <span className="projector-join-label">participant{session.participantsCount > 1 ? 's' : ''}</span>
        </div>
      </section>

      {live.error && (
        <p className="banner banner-error" role="alert">
          {live.error}
        </p>
      )}
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <RejoinRequests sessionId={details.id} socket={socket} enabled announce={announce} />
      {session.status !== 'ended' && details.arrivals && <ArrivalsControl sessionId={details.id} arrivals={details.arrivals} socket={socket} announce={announce} />}
      {session.status === 'ended' && (
        <p className="banner banner-info">
          Session terminée. Les statistiques et le classement sont disponibles sur l’écran de gestion.
        </p>
      )}

      <LiveControls
        controls={controls}
        busy={waiting}
        onStart={() => run(() => startSession(details.id))}
        onNext={() => void next()}
        onPause={() => setPaused(true)}
        onResume={() => setPaused(false)}
        onStop={() => setConfirmStop(true)}
      />

      {question ? (
        <>
          <section className="card stack projector-question" aria-labelledby="current-question-title">
            <div className="row-between">
              <div className="row">
                <span className="muted projector-position">
                  Question {questions.findIndex((q) => q.id === question.id) + 1}/{questions.length}
                </span>
                <span className="badge badge-info">{QUESTION_TYPE_LABELS[question.type]}</span>
              </div>
              {!session.disableTimer && (
                <Timer
                  className="projector-timer"
                  questionId={question.id}
                  activatedAt={question.activatedAt}
                  timeLimit={question.timeLimit}
                  pausedMs={question.pausedMs}
                  pausedAt={session.status === 'paused' ? session.pausedAt : null}
                  clockOffsetMs={state.clockOffsetMs}
                  running={question.isActive && session.status !== 'ended'}
                  onAnnounce={announce}
                />
              )}
            </div>
            <h2 id="current-question-title" className="projector-question-title">
              {frenchSpacing(question.title)}
            </h2>
            <Markdown className="projector-question-content">{question.content}</Markdown>
            <QuestionPicture image={question.image} size="large" />
          </section>
          <LiveStats question={question} stats={state.stats} participantsCount={session.participantsCount} />
        </>
      ) : (
        session.status !== 'ended' && (
        <section className="card center">
          <p className="projector-waiting">
            {session.status === 'created'
              ? 'Démarrez la session, puis affichez la première question.'
              : 'Aucune question active. Cliquez sur « Question suivante » pour commencer.'}
          </p>
        </section>
        )
      )}

      {confirmStop && (
        <ConfirmDialog
          title="Arrêter la session"
          confirmLabel="Arrêter la session"
          danger
          onCancel={() => setConfirmStop(false)}
          onConfirm={() => {
            setConfirmStop(false);
            void run(() => stopSession(details.id));
          }}
        >
          <p>
            Voulez-vous vraiment arrêter la session « {session.name} » ? Les étudiants ne pourront plus répondre et
            seront renvoyés vers la page d’accueil étudiant.
          </p>
        </ConfirmDialog>
      )}
    </main>
  );
}
