// Before any zod schema is built: no eval probe under the Content-Security-Policy.
import '@ciar/shared/zod-without-eval';
import { LIMITS } from '@ciar/shared/constants';
import { defaultSessionName, type Session } from '@ciar/shared/session';
import { createSessionBody } from '@ciar/shared/session-schemas';
import { useId, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../lib/server-message';
import { useCreateSession } from './create-session';

interface Props {
  onCreated: (session: Session) => void;
  onCancel: () => void;
}

/** Names a new session, 'Session ' + today's date unless the teacher types another name. */
export function NewSessionForm({ onCreated, onCancel }: Props) {
  const inputId = useId();
  const [name, setName] = useState(() => defaultSessionName());
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSession();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSessionBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Erreur lors de la création de la session');
      return;
    }
    setError(null);
    create.mutate(parsed.data.name ?? name, {
      onSuccess: onCreated,
      onError: (failure) => setError(serverMessageOr(failure, 'Erreur lors de la création de la session')),
    });
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>Nom de la session</label>
        <input
          id={inputId}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LIMITS.sessionName}
          disabled={create.isPending}
          aria-invalid={error !== null}
        />
      </div>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Annuler
        </button>
        <button type="submit" className="btn" disabled={create.isPending}>
          {create.isPending ? 'Création…' : 'Créer la session'}
        </button>
      </div>
    </form>
  );
}
