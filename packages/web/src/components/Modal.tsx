import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (confirm, cancel…). */
  footer?: ReactNode;
  /** 'alertdialog' when the dialog asks to confirm something. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its message). */
  describedBy?: string;
  size?: 'sm' | 'md' | 'lg';
  /** What gets the focus on opening; by default the first control of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only that one answers Escape and keeps the focus. */
const openDialogs: HTMLElement[] = [];

/**
 * An accessible modal dialog: labelled by its title, focus moved in on opening, kept inside
 * while open (Tab wraps) and given back on closing; Escape and a click outside close it.
 */
export function Modal({ title, onClose, children, footer, role = 'dialog', describedBy, size = 'md', initialFocus }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (initialFocus?.current ?? first ?? dialog).focus();
    openDialogs.push(dialog);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Listened on the document: focus may have left the dialog (a button that became
    // disabled drops it on <body>), and Escape or Tab must still work.
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepFocusInside(dialog, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={`modal modal-${size}`}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn btn-ghost modal-close" aria-label="Fermer" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* Focusable, so a long body (statistics, ranking) scrolls with the keyboard's arrows (WCAG 2.1.1). */}
        <div ref={bodyRef} className="modal-body" tabIndex={0} role="group" aria-labelledby={titleId}>
          {children}
        </div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab wrap around the dialog's controls, and bring back a focus that left it. */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && focusable.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
