import { ACCEPTED_IDEAS_MAX, parseAcceptedIdeas } from '@ciar/shared/accepted-ideas';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/**
 * « Idées et mots acceptés » of an open question (decision 153): wordings the automatic evaluation
 * accepts besides the model answer's. The teacher's grades above the evaluator add lines here.
 */
export function AcceptedIdeasField({ value, onChange }: Props) {
  const count = parseAcceptedIdeas(value).length;
  return (
    <div className="field">
      <label htmlFor="q-accepted-ideas">Idées et mots acceptés (facultatif)</label>
      <textarea
        id="q-accepted-ideas"
        className="textarea"
        value={value}
        maxLength={ACCEPTED_IDEAS_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="q-accepted-ideas-hint"
        placeholder={'compare deux éléments / assimile / rapproche\nsans outil de comparaison / directement'}
      />
      <span id="q-accepted-ideas-hint" className="field-hint">
        Une idée par ligne, ses formulations équivalentes séparées par « / ». L’évaluation automatique les accepte en plus de la
        réponse modèle ; quand vous notez une réponse plus haut que l’évaluateur, ses mots nouveaux s’ajoutent ici. Jamais montrées
        aux étudiants.{count > 0 ? ` ${count === 1 ? '1 idée' : `${count} idées`}.` : ''}
      </span>
    </div>
  );
}
