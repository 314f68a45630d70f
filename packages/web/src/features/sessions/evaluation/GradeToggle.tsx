import type { QuestionResponse } from '@ciar/shared/response';
import { useId, useState } from 'react';
import { GradeForm } from './GradeForm';

export const TOGGLE_TEXTS = { open: 'Noter', close: 'Fermer la notation' } as const;

/**
 * The grade form of one answer, opened on demand: a lecture hall's list is rows to read, not
 * 3,000 forms (decision 182). Described by the student's name, as every row has the same button.
 */
export function GradeToggle({ response, describedBy }: { response: QuestionResponse; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost answer-grade-toggle"
        aria-expanded={open}
        {...(open ? { 'aria-controls': panelId } : {})}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
      >
        {open ? TOGGLE_TEXTS.close : TOGGLE_TEXTS.open}
      </button>
      {open && (
        <div id={panelId}>
          <GradeForm response={response} describedBy={describedBy} />
        </div>
      )}
    </>
  );
}
