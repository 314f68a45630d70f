import { AUTO_SUBMIT_ANSWER, AUTO_SUBMIT_NOTICE_MS } from '@ciar/shared/constants';
import type { AnswerFeedback } from '@ciar/shared/events';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import { answerFates } from '@ciar/shared/option-changes';
import { QUESTION_TYPE_LABELS } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import type { SessionStatus } from '@ciar/shared/session';
import type { StudentQuestion } from '@ciar/shared/student';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Markdown } from '../../components/Markdown';
import { Timer } from '../../components/Timer';
import { answerKind } from '../../components/answer-kind';
import { AnswerInput } from '../../components/AnswerInput';
import { AnswerResult } from './AnswerResult';
import type { SubmitResult } from './submit-answer';
import { QuestionPicture } from '../../components/QuestionPicture';
import { WAITING_FOR_NETWORK } from '../../lib/network-wait';

export const AUTO_SUBMIT_NOTICE = 'Temps écoulé : votre absence de réponse a été enregistrée.';

interface Props {
  question: StudentQuestion;
  response: QuestionResponse | null;
  feedback: AnswerFeedback | null;
  status: SessionStatus;
  showTimer: boolean;
  /** When the session's current pause began: the countdown stands still from it. */
  pausedAt?: string | null | undefined;
  clockOffsetMs: number;
  /** This device already sent an answer to this question (kept in the browser). */
  answeredHere: boolean;
  /** An answer given here and kept until the network is back (decision 102). */
  pendingAnswer?: string | null;
  /** Why the form is back after an answer: the teacher removed the option chosen (decision 226). */
  answerRemoved?: string | null;
  submit: (answer: string) => Promise<SubmitResult>;
  /** The page's one live region (decision 190). */
  announce?: (text: string) => void;
}

/**
 * One live question (docs/product.md#student-live-page): its inputs until the student answers once, then the
 * feedback. Mounted afresh for each activation, so the draft answer starts blank.
 */
export function LiveQuestionCard({
  question,
  response,
  feedback,
  status,
  showTimer,
  pausedAt,
  clockOffsetMs,
  answeredHere,
  pendingAnswer = null,
  answerRemoved = null,
  submit,
  announce,
}: Props) {
  const [draft, setDraft] = useState(pendingAnswer ?? '');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [expired, setExpired] = useState(false);
  const [autoNotice, setAutoNotice] = useState(false);
  const autoSent = useRef(false);
  const kind = answerKind(question);
  const titleId = `question-${question.id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A result there already when the card appears (a reload) keeps the focus on the question.
  const answeredAtMount = useRef(response !== null);

  // The teacher saved the question with its options changed: the option chosen and not yet sent
  // follows its text by the rule the server applies to sent answers, or is unchosen when removed.
  const shown = useRef(question);
  useEffect(() => {
    const before = shown.current;
    shown.current = question;
    if (before.options === question.options && before.type === question.type && before.ratingScale === question.ratingScale) return;
    const fate = answerFates({ ...before, correctAnswer: '' }, { ...question, correctAnswer: '' });
    setDraft((chosen) => {
      if (chosen === '') return chosen;
      const outcome = fate(chosen);
      return outcome.kind === 'keep' ? chosen : outcome.kind === 'move' ? outcome.to : '';
    });
  }, [question]);

  // A new question takes the focus: keyboard and screen reader users start from its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!autoNotice) return;
    const timer = setTimeout(() => setAutoNotice(false), AUTO_SUBMIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [autoNotice]);

  // Time is up: the question is closed, and a student who sent nothing is recorded as such, once.
  const onExpire = () => {
    setExpired(true);
    if (response || answeredHere || pendingAnswer !== null || submitting || autoSent.current) return;
    autoSent.current = true;
    // Offline, it is kept and sent on return, dated now: the server still takes it then.
    void submit(AUTO_SUBMIT_ANSWER).then((result) => {
      // The verdict that follows says it to screen readers.
      if (result.ok) setAutoNotice(true);
      else if (!result.pending) console.error('Envoi automatique impossible :', result.message);
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || response) return;
    setSubmitting(true);
    setError(null);
    const result = await submit(draft);
    setSubmitting(false);
    // Waiting for the network is not an error: the button says so until it is sent.
    if (!result.ok && !result.pending) setError(result.message);
  };

  const paused = status !== 'active';
  const waiting = pendingAnswer !== null && !submitting;
  const inputsDisabled = paused || expired || submitting || waiting || kind.kind === 'unavailable';
  const canSend = !inputsDisabled && draft.trim() !== '';

  return (
    <article className="card stack live-question" aria-labelledby={titleId}>
      <div className="row-between">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {frenchSpacing(question.title)}
        </h2>
        <span className="badge badge-info">{QUESTION_TYPE_LABELS[question.type] ?? question.type}</span>
      </div>
      {showTimer && (
        <Timer
          questionId={question.id}
          activatedAt={question.activatedAt}
          timeLimit={question.timeLimit}
          pausedMs={question.pausedMs}
          pausedAt={pausedAt}
          clockOffsetMs={clockOffsetMs}
          running={question.isActive}
          onExpire={onExpire}
          onAnnounce={announce}
        />
      )}
      <Markdown className="live-question-content">{question.content}</Markdown>
      <QuestionPicture image={question.image} />
      {autoNotice && (
        <p className="banner banner-warning">
          {AUTO_SUBMIT_NOTICE}
        </p>
      )}
      {answerRemoved && !response && <p className="banner banner-warning">{answerRemoved}</p>}
      {response ? (
        <AnswerResult question={question} response={response} feedback={feedback} focusOnMount={!answeredAtMount.current} />
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <AnswerInput
            questionId={question.id}
            kind={kind}
            value={waiting && pendingAnswer !== AUTO_SUBMIT_ANSWER ? pendingAnswer : draft}
            onChange={setDraft}
            disabled={inputsDisabled}
          />
          {error && (
            <p className="banner banner-error" role="alert">
              {error}
            </p>
          )}
          {/* Sticky at the card's bottom: reachable on a phone without scrolling past long options (decision 215). */}
          <div className="live-send">
            <button type="submit" className="btn btn-block btn-large" disabled={!canSend}>
              {waiting ? WAITING_FOR_NETWORK : submitting ? 'Envoi…' : 'Envoyer ma réponse'}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
