import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

interface Props {
  title: string;
  /** The question asked, naming what is affected. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for destructive actions. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone. The safe choice (cancel) has the focus. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Annuler', danger = false, onConfirm, onCancel }: Props) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      role="alertdialog"
      describedBy={messageId}
      size="sm"
      initialFocus={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={danger ? 'btn btn-danger' : 'btn'} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId}>{children}</div>
    </Modal>
  );
}
