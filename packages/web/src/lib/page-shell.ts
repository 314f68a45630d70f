/**
 * The HTML shell of a screen, served inside its page before any script has run (for now the
 * join form: dist/student-join.html, made by vite.config.ts from
 * features/student-join/join-shell.html). On a slow phone network the form can be filled while
 * React downloads (the "Chargement…" of the router is hidden meanwhile); then the screen takes
 * over what was typed and where the cursor was, and removes the shell before it is painted.
 */
const SHELL_ID = 'page-shell';

function shell(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SHELL_ID);
}

/** What was typed in the shell's field with this id, or null when there is no shell. */
export function shellValue(fieldId: string): string | null {
  const field = shell()?.querySelector<HTMLInputElement>(`#${fieldId}`);
  return field ? field.value : null;
}

/** Removes the shell and shows the app; the app's field with the id the shell had focused gets the focus. */
export function replaceShell(): void {
  const element = shell();
  if (!element) return;
  const focused = element.contains(document.activeElement) && document.activeElement instanceof HTMLInputElement ? document.activeElement : null;
  const caret = focused?.selectionStart ?? null;
  element.remove();
  if (!focused?.id) return;
  const field = document.getElementById(focused.id);
  if (field instanceof HTMLInputElement) {
    field.focus();
    if (caret !== null) field.setSelectionRange(caret, caret);
  }
}
