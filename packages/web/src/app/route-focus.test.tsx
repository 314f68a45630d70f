import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './route-focus';

function Home() {
  return (
    <main>
      <h1>Mes Sessions</h1>
      <Link to="/session">Ouvrir la session</Link> <Link to="/form">Ajouter une question</Link>
    </main>
  );
}

/** A screen whose heading comes with its data, a moment after the navigation. */
function Session() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <main>{loaded ? <h1>Histoire — 3e</h1> : <p>Chargement…</p>}</main>;
}

/** A screen that places the focus itself. */
function Form() {
  const title = useRef<HTMLInputElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <main>
      <h1>Nouvelle question</h1>
      <label>
        Titre <input ref={title} />
      </label>
    </main>
  );
}

function Screens() {
  useFocusOnNavigation(useLocation().pathname);
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/session" element={<Session />} />
      <Route path="/form" element={<Form />} />
    </Routes>
  );
}

const renderApp = () =>
  render(
    <MemoryRouter>
      <Screens />
    </MemoryRouter>,
  );

describe('useFocusOnNavigation', () => {
  it('leaves a first load to the browser, then gives the focus to the new screen’s heading once it shows', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Ouvrir la session' }));
    const heading = await screen.findByRole('heading', { name: 'Histoire — 3e', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: Tab does not stop on it.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the focus a screen places itself', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Ajouter une question' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });
});
