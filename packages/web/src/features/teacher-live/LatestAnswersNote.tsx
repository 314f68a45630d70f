/** Figures as French readers write them: « 3 000 ». */
const number = new Intl.NumberFormat('fr-FR');

export function latestAnswersText(shown: number, total: number): string {
  return `${number.format(shown)} dernières sur ${number.format(total)}`;
}

/**
 * Says that the live list shows only the latest open answers of a larger class (decision 182):
 * « 30 dernières sur 3 000 ». Nothing when every answer is on screen.
 */
export function LatestAnswersNote({ shown, total }: { shown: number; total: number }) {
  if (shown === 0 || total <= shown) return null;
  return <p className="muted live-latest-note">{latestAnswersText(shown, total)}</p>;
}
