import { AUTO_SUBMIT_ANSWER, AUTO_SUBMIT_NOTICE_MS, SELF_PACED_ADVANCE_MS } from '@ciar/shared/constants';
import type { PublicSession } from '@ciar/shared/session';
import type { StudentQuestion, StudentRecord } from '@ciar/shared/student';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { newQuestionAnnouncement } from '../../lib/question-announcement';
import { serverMessageOr } from '../../lib/server-message';
import { addAnsweredQuestionId } from '../../lib/student-store';
import { quizVerdictAnnouncement } from './announcements';
import { QuizCompletion } from './QuizCompletion';
import { QuizQuestionCard, type SubmissionOutcome } from './QuizQuestionCard';
import { answeredCount, firstUnanswered, nextUnanswered } from './quiz-progress';
import { useSubmitAnswer } from './submit-answer';

export const SUBMIT_ERROR = 'Erreur lors de la soumission de la réponse';
export const AUTO_SUBMIT_NOTICE = `Temps écoulé! La réponse « ${AUTO_SUBMIT_ANSWER} » a été envoyée automatiquement.`;

/** Refusals meaning the quiz itself closed (paused, ended, back to supervised): its state is reloaded. */
const CLOSED_CODES = new Set(['answer-refused', 'question-not-open']);

interface Props {
  record: StudentRecord;
  session: PublicSession;
  questions: StudentQuestion[];
  /** Questions this student already answered, from the server or this device. */
  initialAnswered: readonly string[];
  onClosed: () => void;
  /** The page's one live region (decision 192). */
  announce: (text: string) => void;
}

/**
 * One question at a time (docs/product.md#self-paced-quiz): it starts at the first unanswered question,
 * and after each stored answer waits SELF_PACED_ADVANCE_MS, then goes to the next unanswered
 * one or to the completion screen.
 */
export function QuizRunner({ record, session, questions, initialAnswered, onClosed, announce }: Props) {
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set(initialAnswered));
  const [currentId, setCurrentId] = useState(() => firstUnanswered(questions, answered));
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const [autoNotice, setAutoNotice] = useState(false);
  const submit = useSubmitAnswer();
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(advanceTimer.current);
      clearTimeout(noticeTimer.current);
    },
    [],
  );

  const current = questions.find((q) => q.id === currentId) ?? null;
  const timed = !session.disableTimer;
  useEffect(() => {
    if (current) announce(newQuestionAnnouncement(current, timed));
    // Once per question shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentId]);
  if (!current) return <QuizCompletion record={record} questionsCount={questions.length} announce={announce} />;

  const settle = (questionId: string, result: SubmissionOutcome) => {
    addAnsweredQuestionId(record.sessionId, record.id, questionId);
    const now = new Set(answered).add(questionId);
    setAnswered(now);
    setOutcome(result);
    const question = questions.find((q) => q.id === questionId);
    announce(question && result.response ? quizVerdictAnnouncement(question, result.response, result.feedback ?? null) : result.message);
    advanceTimer.current = setTimeout(() => {
      setOutcome(null);
      setCurrentId(nextUnanswered(questions, now, questionId));
    }, SELF_PACED_ADVANCE_MS);
  };

  const send = async (answer: string, auto: boolean) => {
    if (submit.isPending || outcome?.ok) return;
    const questionId = current.id;
    setOutcome(null);
    try {
      const result = await submit.mutateAsync({ record, questionId, answer });
      settle(questionId, { ok: true, message: result.message, response: result.response, feedback: result.feedback });
    } catch (error) {
      // Answered earlier (another tab, or a list that was out of date): nothing to redo, move on.
      if (error instanceof ApiError && error.code === 'already-answered') {
        settle(questionId, { ok: true, message: error.message });
        return;
      }
      if (auto) console.error('Envoi automatique impossible', error);
      else setOutcome({ ok: false, message: serverMessageOr(error, SUBMIT_ERROR) });
      if (error instanceof ApiError && error.code !== null && CLOSED_CODES.has(error.code)) onClosed();
    }
  };

  const expire = () => {
    setAutoNotice(true);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setAutoNotice(false), AUTO_SUBMIT_NOTICE_MS);
    void send(AUTO_SUBMIT_ANSWER, true);
  };

  const done = answeredCount(questions, answered);
  return (
    <div className="stack">
      <div className="quiz-progress">
        <p>
          Progression : <strong>{done}/{questions.length}</strong>
        </p>
        <progress max={questions.length} value={done} aria-label="Questions répondues">
          {done}/{questions.length}
        </progress>
      </div>
      {/* Plain text: the page's live region says the verdict that follows (decision 192). */}
      {autoNotice && <p className="banner banner-warning">{AUTO_SUBMIT_NOTICE}</p>}
      <QuizQuestionCard
        key={current.id}
        question={current}
        timed={timed}
        submitting={submit.isPending}
        // Paused while the browser knows it is offline; failed and retried when it does not.
        waitingForNetwork={submit.isPaused || submit.failureCount > 0}
        outcome={outcome}
        onSubmit={(answer) => void send(answer, false)}
        onExpire={expire}
        announce={announce}
      />
    </div>
  );
}
