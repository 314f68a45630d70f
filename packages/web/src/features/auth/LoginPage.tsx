import type { Teacher } from '@ciar/shared/auth';
import { REGISTRATION_REDIRECT_MS } from '@ciar/shared/constants';
import { MSG } from '@ciar/shared/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { storeTeacher, useStoredTeacher } from '../../lib/teacher-store';
import { login, register } from './login';
import { validateCredentials, type AuthMode, type CredentialsForm } from './validate-credentials';

const EMPTY: CredentialsForm = { name: '', email: '', password: '', confirmPassword: '' };

/** Teacher login and registration on one screen (docs/product.md#teacher-login). */
export function LoginPage() {
  const navigate = useNavigate();
  const storedTeacher = useStoredTeacher();
  const [mode, setMode] = useState<AuthMode>('login');
  const [form, setForm] = useState<CredentialsForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [welcome, setWelcome] = useState<Teacher | null>(null);
  const firstField = useRef<HTMLInputElement>(null);

  // Already logged in: straight to the dashboard (but let the welcome card be seen first).
  useEffect(() => {
    if (storedTeacher && !welcome) navigate('/teacher/dashboard', { replace: true });
  }, [storedTeacher, welcome, navigate]);

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => navigate('/teacher/dashboard', { replace: true }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [welcome, navigate]);

  const toggleMode = () => {
    setMode(mode === 'login' ? 'register' : 'login');
    setForm(EMPTY);
    setError(null);
    firstField.current?.focus();
  };

  const update = (field: keyof CredentialsForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.target.value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(mode, form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const email = form.email.trim();
      if (mode === 'register') {
        const { teacher } = await register({ name: form.name.trim(), email, password: form.password });
        setWelcome(teacher);
        storeTeacher(teacher);
      } else {
        const { teacher } = await login({ email, password: form.password });
        storeTeacher(teacher);
        navigate('/teacher/dashboard', { replace: true });
      }
    } catch (failure) {
      setError(errorMessage(failure, MSG.authFailed));
    } finally {
      setSubmitting(false);
    }
  };

  if (welcome) {
    return (
      <main className="page page-narrow">
        <div className="card stack center" role="status">
          <h1>Bienvenue, {welcome.name} !</h1>
          <p className="muted">Votre compte enseignant est créé. Redirection vers votre tableau de bord…</p>
        </div>
      </main>
    );
  }

  const registering = mode === 'register';
  return (
    <main className="page page-narrow stack">
      <Link to="/" className="btn btn-ghost" style={{ alignSelf: 'flex-start' }}>
        ← Retour à l’accueil
      </Link>
      <div className="card stack">
        <h1>{registering ? 'Créer un compte enseignant' : 'Connexion enseignant'}</h1>
        <form className="stack" onSubmit={onSubmit} noValidate aria-describedby={error ? 'auth-error' : undefined}>
          {registering && (
            <div className="field">
              <label htmlFor="auth-name">Nom complet</label>
              <input
                ref={firstField}
                id="auth-name"
                className="input"
                autoComplete="name"
                value={form.name}
                onChange={update('name')}
                disabled={submitting}
              />
            </div>
          )}
          <div className="field">
            <label htmlFor="auth-email">Email</label>
            <input
              ref={registering ? undefined : firstField}
              id="auth-email"
              className="input"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={update('email')}
              disabled={submitting}
            />
          </div>
          <div className="field">
            <label htmlFor="auth-password">Mot de passe</label>
            <input
              id="auth-password"
              className="input"
              type="password"
              autoComplete={registering ? 'new-password' : 'current-password'}
              value={form.password}
              onChange={update('password')}
              disabled={submitting}
            />
          </div>
          {registering && (
            <div className="field">
              <label htmlFor="auth-confirm">Confirmer le mot de passe</label>
              <input
                id="auth-confirm"
                className="input"
                type="password"
                autoComplete="new-password"
                value={form.confirmPassword}
                onChange={update('confirmPassword')}
                disabled={submitting}
              />
            </div>
          )}
          {error && (
            <p id="auth-error" className="banner banner-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-block" disabled={submitting}>
            {submitting ? 'Veuillez patienter…' : registering ? 'Créer mon compte' : 'Se connecter'}
          </button>
        </form>
        <p className="center">
          {registering ? 'Déjà un compte ?' : 'Pas encore de compte ?'}{' '}
          <button type="button" className="btn btn-ghost" onClick={toggleMode} disabled={submitting}>
            {registering ? 'Se connecter' : 'Créer un compte'}
          </button>
        </p>
      </div>
    </main>
  );
}
