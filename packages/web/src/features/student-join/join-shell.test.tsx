/**
 * The join form's HTML shell (served in /student/join before any script runs) is the React
 * form's twin, and what a student typed into it survives the app's arrival.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render';
import SHELL from './join-shell.html?raw';
import { StudentJoinPage } from './StudentJoinPage';

function insertShell(): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', SHELL);
  return document.getElementById('page-shell')!;
}

/** What a person sees and uses of a form, attribute by attribute. */
function describeForm(root: ParentNode) {
  return {
    headings: [...root.querySelectorAll('h1, h2')].map((h) => h.textContent),
    help: root.querySelector('#join-help')?.textContent?.replace(/\s+/g, ' '),
    labels: [...root.querySelectorAll('label')].map((l) => [l.htmlFor, l.textContent]),
    inputs: [...root.querySelectorAll('input')].map((i) => [i.id, i.className, i.placeholder, i.autocomplete, i.getAttribute('aria-describedby')]),
    button: root.querySelector('button[type="submit"]')?.textContent,
  };
}

describe('the join form’s HTML shell', () => {
  afterEach(() => document.getElementById('page-shell')?.remove());

  it('shows the same form as the app', () => {
    fakeApi({});
    const shell = insertShell();
    const expected = describeForm(shell);
    shell.remove();
    const { container } = renderPage(StudentJoinPage, { pattern: '/student/join', url: '/student/join' });
    expect(describeForm(container)).toEqual(expected);
  });

  it('hands what was typed and the cursor over to the app, then goes away', () => {
    fakeApi({});
    const shell = insertShell();
    shell.querySelector<HTMLInputElement>('#join-code')!.value = 'abc234';
    const name = shell.querySelector<HTMLInputElement>('#join-name')!;
    name.value = 'Marie Cur';
    name.focus();
    renderPage(StudentJoinPage, { pattern: '/student/join', url: '/student/join' });
    expect(document.getElementById('page-shell')).toBeNull();
    expect(screen.getByLabelText('Code de session')).toHaveValue('ABC234');
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Marie Cur');
    expect(screen.getByLabelText('Nom complet')).toHaveFocus();
  });
});
