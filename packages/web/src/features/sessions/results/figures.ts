/** Figures as French readers write them: decimal comma, a no-break space before '%'. */
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return number.format(value);
}

export function formatPercent(value: number): string {
  return `${number.format(value)}\u00a0%`;
}

/** '1 réponse', '3 réponses'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count > 1 ? pluralForm : singular}`;
}
