import { WordCloud } from './WordCloud';
import { useWordCloud } from './get-word-cloud';

interface Props {
  questionId: string;
  /** The number of answers known on screen: the cloud is counted again when it changes. */
  answersCount: number;
  className?: string;
}

/** An open question's word cloud, as the server counts it, growing as answers arrive. */
export function QuestionWordCloud({ questionId, answersCount, className }: Props) {
  const cloud = useWordCloud(questionId, answersCount);
  if (cloud.isError && !cloud.data) return <p className="muted">Le nuage de mots n’a pas pu être chargé.</p>;
  if (!cloud.data) return <p className="muted" role="status">Chargement du nuage de mots…</p>;
  return <WordCloud words={cloud.data.words} className={className} />;
}
