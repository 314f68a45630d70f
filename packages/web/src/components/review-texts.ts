/** « À vérifier »: answers the evaluator could not score with confidence, for the teacher to grade first. */
export const REVIEW_TEXTS = {
  badge: 'À vérifier',
  count: (count: number) => `À vérifier : ${count}`,
  hint: 'L’évaluateur n’a pas pu trancher : l’élève voit « Réponse en cours de vérification par l’enseignant » jusqu’à votre note.',
} as const;
