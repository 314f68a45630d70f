import { useEffect, useId, useState } from 'react';

/** The address students open for the self-paced quiz, {origin}/quiz/{code}, with a copy button. */
export function ParticipationLink({ code }: { code: string }) {
  const inputId = useId();
  const url = `${window.location.origin}/quiz/${code}`;
  const [feedback, setFeedback] = useState<string | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), 3_000);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setFeedback('Lien copié !');
    } catch {
      // No clipboard (insecure context, refused permission): the field stays selectable.
      setFeedback('Copie impossible : sélectionnez le lien pour le copier.');
    }
  };

  return (
    <div className="field participation-link">
      <label htmlFor={inputId}>Lien de participation</label>
      <div className="participation-link-row">
        <input
          id={inputId}
          className="input"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn-secondary" onClick={copy}>
          Copier le lien
        </button>
      </div>
      <p className="field-hint" role="status">
        {feedback}
      </p>
    </div>
  );
}
