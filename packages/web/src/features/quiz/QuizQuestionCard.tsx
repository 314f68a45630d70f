import { validateAnswer } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import { QUESTION_TYPE_LABELS } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import type { StudentQuestion } from '@ciar/shared/student';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AnswerFeedbackDetails } from '../../components/student-stats/AnswerFeedbackDetails';
import { Timer } from '../../components/Timer';
import { answerKind } from '../../components/answer-kind';
import { AnswerInput } from '../../components/AnswerInput';
import { Markdown } from '../../components/Markdown';
import { QuestionPicture } from '../../components/QuestionPicture';
import { WAITING_FOR_NETWORK } from '../../lib/network-wait';

/** What came back from submitting this question. */
export interface SubmissionOutcome {
  ok: boolean;
  message: string;
  response?: QuestionResponse;
  feedback?: AnswerFeedback;
}

interface Props {
  question: StudentQuestion;
  /** False when the session disables the timer. */
  timed: boolean;
  submitting: boolean;
  /** The answer sent did not get through, and is sent again until the network carries it. */
  waitingForNetwork: boolean;
  /** Set once the answer is stored (or known to be): the inputs lock and the feedback shows. */
  outcome: SubmissionOutcome | null;
  onSubmit: (answer: string) => void;
  /** The countdown reached zero before anything was submitted. */
  onExpire: () => void;
  /** The page's one live region (decision 192): the timer's thresholds are said there. */
  announce?: (text: string) => void;
}

/**
 * One question of the self-paced quiz. Its countdown starts when the student opens it: in a
 * self-paced quiz nobody activates questions, so the local opening time stands in for the
 * server's activation time.
 */
export function QuizQuestionCard({ question, timed, submitting, waitingForNetwork, outcome, onSubmit, onExpire, announce }: Props) {
  const [answer, setAnswer] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [openedAt] = useState(() => new Date().toISOString());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const locked = outcome?.ok === true;
  const kind = answerKind(question);

  // Each new question takes the focus, so keyboard and screen-reader users start from its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // Once the answer is stored, the focus goes to what came back (as on the live page); the page's
  // live region says the verdict.
  useEffect(() => {
    if (locked) outcomeRef.current?.focus();
  }, [locked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAnswer(question, answer);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(null);
    onSubmit(answer);
  };

  return (
    <article className="card quiz-question stack" aria-labelledby={`quiz-q-${question.id}`}>
      <div className="row-between">
        <span className="badge badge-info">{QUESTION_TYPE_LABELS[question.type]}</span>
        {timed && (
          <Timer
            questionId={question.id}
            activatedAt={openedAt}
            timeLimit={question.timeLimit}
            clockOffsetMs={0}
            running={!locked && !submitting}
            onExpire={onExpire}
            onAnnounce={announce}
          />
        )}
      </div>
      <h2 id={`quiz-q-${question.id}`} ref={headingRef} tabIndex={-1} className="quiz-question-title">
        {frenchSpacing(question.title)}
      </h2>
      <Markdown>{question.content}</Markdown>
      <QuestionPicture image={question.image} />
      <form className="stack" onSubmit={submit} noValidate>
        <AnswerInput
          questionId={question.id}
          kind={kind}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setInvalid(null);
          }}
          disabled={locked || submitting || kind.kind === 'unavailable'}
        />
        {invalid && (
          <p className="field-error" role="alert">
            {invalid}
          </p>
        )}
        {!locked && (
          <button type="submit" className="btn btn-block quiz-submit" disabled={submitting || answer.trim() === ''}>
            {waitingForNetwork ? WAITING_FOR_NETWORK : submitting ? 'Envoi…' : 'Valider ma réponse'}
          </button>
        )}
      </form>
      <div className="stack">
        {outcome && (
          <p
            className={outcome.ok ? 'banner banner-success quiz-outcome' : 'banner banner-error'}
            role={outcome.ok ? undefined : 'alert'}
            ref={outcome.ok ? outcomeRef : undefined}
            tabIndex={outcome.ok ? -1 : undefined}
          >
            {outcome.message}
          </p>
        )}
        {outcome?.feedback && outcome.response && (
          <AnswerFeedbackDetails question={question} response={outcome.response} feedback={outcome.feedback} />
        )}
      </div>
    </article>
  );
}
