import { REVIEW_TEXTS } from '../../../components/review-texts';

/** « À vérifier : n » next to a question with answers only the teacher can settle; nothing otherwise. */
export function ReviewCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="badge badge-review">{REVIEW_TEXTS.count(count)}</span>;
}
