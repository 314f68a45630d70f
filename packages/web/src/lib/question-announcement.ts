/**
 * How a page's one live region says a new question (decision 190): its title and its time. The
 * student's live page, the self-paced quiz and the teacher's live screen say it the same way.
 */

function duration(seconds: number): string {
  if (seconds < 60 || seconds % 60 !== 0) return `${seconds} secondes`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** "Nouvelle question : Photosynthèse. 30 secondes pour répondre." (no second stop after « ? »). */
export function newQuestionAnnouncement(question: { title: string; timeLimit: number | null | undefined }, timed: boolean): string {
  const time = timed && question.timeLimit ? `${duration(question.timeLimit)} pour répondre.` : 'Sans limite de temps.';
  const title = question.title.trim();
  return `Nouvelle question : ${title}${/[.?!…]$/.test(title) ? '' : '.'} ${time}`;
}
