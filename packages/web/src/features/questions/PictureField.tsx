/** The question form's picture: pick, preview, alt text, remove (decision 171). */
import { IMAGE_ALT_MAX_LENGTH } from '@ciar/shared/question-image';
import { useEffect, useRef, useState } from 'react';
import { FileInput } from '../../components/FileInput';
import { QuestionPicture } from '../../components/QuestionPicture';
import { readPickedFile, shownPicture, type PictureDraft } from './question-picture';

interface Props {
  draft: PictureDraft;
  onChange: (update: (draft: PictureDraft) => PictureDraft) => void;
}

export function PictureField({ draft, onChange }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = shownPicture(draft);
  const pickedUrl = draft.picked?.url;

  // The preview's object URL is freed when another file replaces it or the form goes.
  useEffect(() => () => {
    if (pickedUrl) URL.revokeObjectURL(pickedUrl);
  }, [pickedUrl]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const checked = await readPickedFile(file);
    if (input.current) input.current.value = '';
    if ('error' in checked) {
      setRefusal(checked.error);
      return;
    }
    setRefusal(null);
    onChange((d) => ({ ...d, picked: { file, url: URL.createObjectURL(file), ...checked } }));
  };

  const remove = () => {
    setRefusal(null);
    onChange((d) => ({ ...d, picked: null, removed: true, alt: '' }));
  };

  return (
    <section className="card stack" aria-labelledby="q-picture-title">
      <h2 id="q-picture-title">Image (facultative)</h2>
      <div className="field">
        <FileInput
          inputRef={input}
          id="q-picture-file"
          label={shown ? 'Remplacer l’image' : 'Choisir une image'}
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby="q-picture-hint"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <span id="q-picture-hint" className="field-hint">
          PNG, JPEG, WebP ou GIF, 2 Mo au maximum. Montrée aux élèves avec la question.
        </span>
      </div>
      {refusal && (
        <p className="banner banner-error" role="alert">
          {refusal}
        </p>
      )}
      {shown && (
        <>
          <div className="field">
            <label htmlFor="q-picture-alt">Description de l’image (texte alternatif)</label>
            <input
              id="q-picture-alt"
              className="input"
              value={draft.alt}
              maxLength={IMAGE_ALT_MAX_LENGTH}
              onChange={(e) => onChange((d) => ({ ...d, alt: e.target.value }))}
              aria-describedby="q-picture-alt-hint"
              required
            />
            <span id="q-picture-alt-hint" className="field-hint">
              Lue aux élèves qui ne voient pas l’image : dites ce qu’elle montre d’utile pour répondre ({IMAGE_ALT_MAX_LENGTH} caractères au maximum).
            </span>
          </div>
          <div className="question-preview">
            <h3>Aperçu de l’image</h3>
            <QuestionPicture image={shown} />
          </div>
          <div className="row">
            <button type="button" className="btn btn-ghost-danger" onClick={remove}>
              Retirer l’image
            </button>
          </div>
        </>
      )}
    </section>
  );
}
