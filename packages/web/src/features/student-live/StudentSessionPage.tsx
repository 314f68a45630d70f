import { submitRefusal } from '@ciar/shared/answer';
import type { StudentRecord } from '@ciar/shared/student';
import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LiveRegion } from '../../components/LiveRegion';
import { RejoinCodeNote } from '../../components/RejoinCodeNote';
import { useAnnouncer } from '../../lib/announcer';
import { useLiveSession, useSocketEvent } from '../../lib/socket';
import {
  addAnsweredQuestionId,
  removeAnsweredQuestionId,
  addPendingAnswer,
  clearStudentRecord,
  getAnsweredQuestionIds,
  getPendingAnswers,
  getStudentRecord,
  removePendingAnswer,
  type PendingAnswer,
} from '../../lib/student-store';
import { newQuestionAnnouncement, statusAnnouncement } from './announcements';
import { answerVerdict } from './AnswerResult';
import { initialStudentLiveState, studentLiveReducer } from './live-state';
import { LiveQuestionCard } from './LiveQuestionCard';
import { SessionInfoCard } from './SessionInfoCard';
import { StudentLiveHeader } from './StudentLiveHeader';
import { sendAnswer, submitLiveAnswer, type SubmitResult } from './submit-answer';
import './student-live.css';

export const STUDENT_LIVE_MESSAGES = {
  missingCode: 'Code de session manquant',
  waiting: 'En attente de la prochaine question…',
  notStarted: 'La session n’a pas encore commencé. Elle s’affichera ici dès que l’enseignant la démarrera.',
  /** A kept answer the server refused once the network was back (the question closed meanwhile). */
  notRecorded: (reason: string) => `Votre réponse envoyée pendant la coupure réseau n’a pas pu être enregistrée : ${reason}`,
  /** Questions that opened and/or closed while this phone was offline, without its answer. */
  missedWhileAway: (titles: string[]) =>
    titles.length === 1
      ? `Pendant la coupure réseau, la question « ${titles[0]} » s’est terminée sans votre réponse.`
      : `Pendant la coupure réseau, ${titles.length} questions se sont terminées sans votre réponse : ${titles.map((t) => `« ${t} »`).join(', ')}.`,
} as const;

/** Student live session page (docs/product.md#student-live-page): only for the student who joined this session on this device. */
export function StudentSessionPage() {
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const [record] = useState(getStudentRecord);
  const allowed = record !== null && record.sessionId === sessionId;

  useEffect(() => {
    if (!allowed) navigate('/student/join', { replace: true });
  }, [allowed, navigate]);

  return allowed ? <StudentLive record={record} /> : null;
}

function StudentLive({ record }: { record: StudentRecord }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(studentLiveReducer, initialStudentLiveState);
  const [answered, setAnswered] = useState(() => getAnsweredQuestionIds(record.sessionId, record.id));
  const hasCode = record.sessionCode.trim() !== '';
  const live = useLiveSession(
    hasCode ? { code: record.sessionCode, role: 'student', userId: record.id, userName: record.name, token: record.token } : null,
    (snapshot) => dispatch({ type: 'snapshot', snapshot, receivedAt: Date.now() }),
  );
  const { socket } = live;
  // Answers given while the network was away (kept across a reload), sent once re-joined.
  const [pending, setPending] = useState(() => getPendingAnswers(record.sessionId, record.id));
  const [lostNotice, setLostNotice] = useState<string | null>(null);
  const inFlight = useRef(new Set<string>());

  const rememberAnswer = (questionId: string) => {
    addAnsweredQuestionId(record.sessionId, record.id, questionId);
    setAnswered(getAnsweredQuestionIds(record.sessionId, record.id));
  };
  const keep = (entry: PendingAnswer) => {
    addPendingAnswer(record.sessionId, record.id, entry);
    setPending(getPendingAnswers(record.sessionId, record.id));
  };
  const forget = (questionId: string) => {
    removePendingAnswer(record.sessionId, record.id, questionId);
    setPending(getPendingAnswers(record.sessionId, record.id));
  };
  /** What the server's answer means for a kept answer: stored, refused for good, or unknown still. */
  const settle = (entry: PendingAnswer, result: SubmitResult) => {
    if (result.ok) {
      forget(entry.questionId);
      rememberAnswer(entry.questionId);
      dispatch({ type: 'answered', questionId: entry.questionId, response: result.response, feedback: result.feedback });
    } else if (!result.pending) {
      forget(entry.questionId);
    }
  };

  useSocketEvent(socket, 'question-activated', (data) =>
    dispatch({
      type: 'question-activated',
      question: data.question,
      activatedAt: data.activatedAt,
      serverNow: data.serverNow,
      activationSeq: data.activationSeq,
      current: data.current,
      receivedAt: Date.now(),
    }),
  );
  useSocketEvent(socket, 'answer-confirmed', ({ questionId, response, feedback }) => {
    rememberAnswer(questionId);
    dispatch({ type: 'answered', questionId, response, feedback });
  });
  // The teacher removed the option this student chose: the answer is gone, the form is back.
  useSocketEvent(socket, 'answer-removed', ({ questionId, message }) => {
    removeAnsweredQuestionId(record.sessionId, record.id, questionId);
    setAnswered(getAnsweredQuestionIds(record.sessionId, record.id));
    dispatch({ type: 'answer-removed', questionId, message });
  });
  useSocketEvent(socket, 'answer-evaluated', ({ questionId, studentId, response, feedback }) => {
    if (studentId === record.id) dispatch({ type: 'answered', questionId, response, feedback });
  });
  useSocketEvent(socket, 'question-deactivated', ({ activationSeq }) => dispatch({ type: 'question-deactivated', activationSeq }));
  useSocketEvent(socket, 'session-status-changed', (change) =>
    dispatch({ type: 'status', status: change.status, change, receivedAt: Date.now() }),
  );
  useSocketEvent(socket, 'session-stopped', ({ message }) => dispatch({ type: 'stopped', message }));
  useSocketEvent(socket, 'session-settings-changed', ({ isAutonomous, disableTimer }) =>
    dispatch({ type: 'settings', isAutonomous, disableTimer }),
  );
  // Resumed on another device: this one's token no longer works, and the server closes its socket.
  useSocketEvent(socket, 'student-resumed-elsewhere', ({ message }) => {
    clearStudentRecord();
    navigate('/student/join', { replace: true, state: { message } });
  });
  useSocketEvent(socket, 'user-joined', ({ participantsCount }) => dispatch({ type: 'participants', count: participantsCount }));

  // docs/product.md#student-live-page: an ended session sends the student to the join page. The record is kept, so the
  // join page still knows this session (and can lead to the student's statistics).
  useEffect(() => {
    if (state.endedMessage) navigate('/student/join', { replace: true, state: { message: state.endedMessage } });
  }, [state.endedMessage, navigate]);

  // Leaving the page unmounts the live connection, which says leave-session to the server.
  const logout = () => {
    clearStudentRecord();
    navigate('/student/join', { replace: true });
  };
  // In a running session one tap must not leave it: the student confirms (decision 190).
  const [confirmLeave, setConfirmLeave] = useState(false);
  const running = state.session?.status === 'active' || state.session?.status === 'paused';
  const askLogout = () => (running ? setConfirmLeave(true) : logout());

  const { session, question } = state;

  // The page's one live region (decision 190): a new question, the verdict, a pause and a resume.
  const [announcement, announce] = useAnnouncer();
  // An answer kept offline for a closed question is still being sent: not "missed".
  const missed = state.missedWhileAway.filter((q) => !pending.some((p) => p.questionId === q.id));
  const missedNotice = missed.length > 0 ? STUDENT_LIVE_MESSAGES.missedWhileAway(missed.map((q) => q.title)) : null;
  const activationKey = question?.isActive ? `${question.id}:${question.activatedAt ?? ''}` : null;
  useEffect(() => {
    // Back from a cut onto a new question: what was missed, then the question.
    if (question && activationKey) announce([missedNotice, newQuestionAnnouncement(question, !session?.disableTimer)].filter(Boolean).join(' '));
    // Once per activation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activationKey]);
  useEffect(() => {
    if (missedNotice && !activationKey) announce(missedNotice);
    // When the notice appears on the waiting screen; with a new question it is said above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missedNotice]);
  useEffect(() => {
    if (state.answerRemoved) announce(state.answerRemoved);
  }, [state.answerRemoved, announce]);
  const verdict = question && state.response ? answerVerdict(question, state.response, state.feedback).said : null;
  useEffect(() => {
    if (verdict) announce(verdict);
  }, [verdict, announce]);
  const status = session?.status ?? null;
  const previousStatus = useRef(status);
  useEffect(() => {
    const said = status ? statusAnnouncement(previousStatus.current, status) : null;
    previousStatus.current = status;
    if (said) announce(said);
  }, [status, announce]);
  const waitingRef = useRef<HTMLElement>(null);
  const waitingShown = Boolean(session && !question);
  useEffect(() => {
    // After joining, or once a question closes: the focus is on what the page now says.
    if (waitingShown) waitingRef.current?.focus();
  }, [waitingShown]);

  const submit = async (answer: string): Promise<SubmitResult> => {
    if (!session || !question) return { ok: false as const, message: STUDENT_LIVE_MESSAGES.waiting };
    // Dated now, by the server's clock: sent late after a network cut, it is judged at this time.
    const entry = { questionId: question.id, answer, answeredAt: new Date(Date.now() + state.clockOffsetMs).toISOString() };
    keep(entry);
    inFlight.current.add(entry.questionId);
    const result = await submitLiveAnswer({ question, status: session.status, studentId: record.id, studentName: record.name, ...entry });
    inFlight.current.delete(entry.questionId);
    settle(entry, result);
    return result;
  };

  // Back on the network and joined again, with the session taking answers: send what was kept.
  // The snapshot tells which ones arrived after all (the server also answers a resend with the
  // stored answer). A refusal now is final: the student is told, except for the automatic answer.
  useEffect(() => {
    if (!live.joined || session?.status !== 'active') return;
    for (const entry of pending) {
      if (inFlight.current.has(entry.questionId)) continue;
      if (state.question?.id === entry.questionId && state.response) {
        forget(entry.questionId);
        continue;
      }
      inFlight.current.add(entry.questionId);
      void sendAnswer({ ...entry, studentId: record.id, studentName: record.name }).then((result) => {
        inFlight.current.delete(entry.questionId);
        settle(entry, result);
        if (!result.ok && !result.pending) {
          if (entry.answer === AUTO_SUBMIT_ANSWER) console.error('Envoi automatique impossible :', result.message);
          else setLostNotice(STUDENT_LIVE_MESSAGES.notRecorded(result.message));
        }
      });
    }
    // Re-run on each join and status change; `pending` changes only through keep/forget above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.joined, live.snapshot, session?.status]);

  const error = hasCode ? live.error : STUDENT_LIVE_MESSAGES.missingCode;

  return (
    <>
      <StudentLiveHeader
        sessionName={session?.name ?? null}
        studentName={record.name}
        connected={live.connected}
        status={session?.status ?? null}
        onLogout={askLogout}
      />
      {confirmLeave && (
        <ConfirmDialog
          title="Quitter la session ?"
          confirmLabel="Quitter la session"
          cancelLabel="Rester"
          danger
          onConfirm={logout}
          onCancel={() => setConfirmLeave(false)}
        >
          <p>La session est en cours : vous ne recevrez plus les questions sur cet appareil.</p>
        </ConfirmDialog>
      )}
      <main className="page page-narrow stack student-live">
        <h1 className="visually-hidden">Session en direct</h1>
        {error && (
          <div className="banner banner-error stack" role="alert">
            <p>{error}</p>
            {live.errorCode === 'student-unauthenticated' || live.errorCode === 'session-not-found' || !hasCode ? (
              // The saved record no longer opens this session: forget it, or the join page would lead back here.
              <Link
                to={hasCode ? `/student/join?code=${encodeURIComponent(record.sessionCode)}` : '/student/join'}
                className="btn btn-secondary"
                onClick={clearStudentRecord}
              >
                Rejoindre à nouveau
              </Link>
            ) : null}
          </div>
        )}
        {lostNotice && (
          <p className="banner banner-warning" role="alert">
            {lostNotice}
          </p>
        )}
        <LiveRegion message={announcement} />
        {missedNotice && <p className="banner banner-warning">{missedNotice}</p>}
        {session?.status === 'paused' && (
          <p className="banner banner-warning">
            {submitRefusal('paused')}
          </p>
        )}
        {session?.isAutonomous && (
          <div className="banner banner-info stack" role="status">
            <p>
              L’enseignant a ouvert cette session en mode autonome : vous pouvez répondre à toutes les questions à votre
              rythme.
            </p>
            <Link
              to={`/quiz/${encodeURIComponent(session.code)}?name=${encodeURIComponent(record.name)}`}
              className="btn"
            >
              Commencer le quiz à mon rythme
            </Link>
          </div>
        )}
        {session && question ? (
          <LiveQuestionCard
            key={`${question.id}:${question.activatedAt ?? ''}`}
            question={question}
            response={state.response}
            feedback={state.feedback}
            status={session.status}
            showTimer={!session.disableTimer}
            pausedAt={session.status === 'paused' ? session.pausedAt : null}
            clockOffsetMs={state.clockOffsetMs}
            answeredHere={answered.includes(question.id)}
            pendingAnswer={pending.find((p) => p.questionId === question.id)?.answer ?? null}
            answerRemoved={state.answerRemoved}
            submit={submit}
            announce={announce}
          />
        ) : (
          // A self-paced session's students answer in the quiz: no "waiting for the next question" then (docs/product.md#student-live-page).
          session &&
          !session.isAutonomous && (
            <section className="card center live-waiting" ref={waitingRef} tabIndex={-1}>
              <p className="live-waiting-text">
                {session.status === 'created' ? STUDENT_LIVE_MESSAGES.notStarted : STUDENT_LIVE_MESSAGES.waiting}
              </p>
            </section>
          )
        )}
        {!session && !error && (
          <p className="muted center" role="status">
            Connexion à la session…
          </p>
        )}
        {session && <SessionInfoCard session={session} />}
        <RejoinCodeNote studentId={record.id} />
      </main>
    </>
  );
}
