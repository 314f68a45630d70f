/** Figures as French readers write them: decimal comma, a no-break space before '%'. */
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return number.format(value);
}

/** '66,7 %': every percentage the app shows, the student's score as the class's statistics. */
export function formatPercent(value: number): string {
  return `${number.format(value)}\u00a0%`;
}

/** '1 réponse', '3 réponses'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count > 1 ? pluralForm : singular}`;
}

/** A date and time as French teachers read it: 21/11/2026 10:57. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
