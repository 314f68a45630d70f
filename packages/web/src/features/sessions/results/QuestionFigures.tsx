import { percent } from '@ciar/shared/percent';
import { SCORE_BAND_LABELS, SCORE_BANDS, type ScoreBand } from '@ciar/shared/score-bands';
import type { ResultsQuestionStats } from '@ciar/shared/session-results';
import type { ChoiceQuestionStats, OpenQuestionStats, RatingQuestionStats } from '@ciar/shared/statistics';
import { BarChart, type Bar } from './BarChart';
import { formatNumber, formatPercent, plural } from '../../../lib/format';
import { MathText } from '../../../components/Markdown';

/** The score range of each band, as docs/product.md#scoring states it. */
const BAND_RANGES: Record<ScoreBand, string> = { excellent: '90-100', good: '70-89', average: '50-69', poor: '0-49' };

const NO_ANSWER_LABEL = 'Sans réponse (temps écoulé)';

/** Answers that were given but are not on the chart's list: show them rather than lose them. */
function extraBars(stats: { noAnswer: { count: number; percent: number }; other?: { count: number; percent: number } }): Bar[] {
  const bars: Bar[] = [];
  if (stats.noAnswer.count > 0) bars.push({ key: 'no-answer', label: NO_ANSWER_LABEL, tone: 'muted', ...stats.noAnswer });
  if (stats.other && stats.other.count > 0) bars.push({ key: 'other', label: 'Autre réponse', tone: 'muted', ...stats.other });
  return bars;
}

function ChoiceFigures({ stats, title }: { stats: ChoiceQuestionStats; title: string }) {
  const bars: Bar[] = [
    ...stats.options.map((option, index) => ({
      key: option.id,
      mark: index,
      label: option.isCorrect ? (
        <>
          <MathText>{option.text}</MathText> <span className="bar-chart-correct">(bonne réponse)</span>
        </>
      ) : (
        <MathText>{option.text}</MathText>
      ),
      count: option.count,
      percent: option.percent,
      tone: option.isCorrect ? ('correct' as const) : ('neutral' as const),
    })),
    ...extraBars(stats),
  ];
  return (
    <>
      <BarChart label={`Répartition des réponses : ${title}`} bars={bars} />
      <p className="results-question-summary">
        {stats.accuracy === null
          ? 'Sondage : pas de bonne réponse.'
          : `Taux de réussite : ${formatPercent(stats.accuracy)} (${formatNumber(stats.correctResponses)} sur ${formatNumber(stats.totalResponses)})`}
      </p>
    </>
  );
}

function RatingFigures({ stats, title }: { stats: RatingQuestionStats; title: string }) {
  const bars: Bar[] = [
    ...stats.values.map((value) => ({
      key: String(value.value),
      label: <MathText>{value.label ? `${value.value} — ${value.label}` : String(value.value)}</MathText>,
      count: value.count,
      percent: value.percent,
    })),
    ...extraBars(stats),
  ];
  return (
    <>
      <BarChart label={`Répartition des notes : ${title}`} bars={bars} />
      <p className="results-question-summary">
        {stats.average === null
          ? 'Moyenne : aucune note.'
          : `Moyenne : ${formatNumber(stats.average)} / ${formatNumber(stats.scale.max)} (échelle de ${stats.scale.min} à ${stats.scale.max})`}
      </p>
    </>
  );
}

/** docs/product.md#statistics, with the score bands (docs/product.md#scoring) as the chart. */
function OpenFigures({ stats, title }: { stats: Omit<OpenQuestionStats, 'answers'>; title: string }) {
  const bars: Bar[] = SCORE_BANDS.map((band) => ({
    key: band,
    label: `${SCORE_BAND_LABELS[band]} (${BAND_RANGES[band]})`,
    count: stats.scoreDistribution[band],
    percent: percent(stats.scoreDistribution[band], stats.evaluatedResponses),
    tone: band,
  }));
  return (
    <>
      <BarChart label={`Scores des réponses évaluées : ${title}`} bars={bars} />
      <dl className="results-evaluation">
        <div>
          <dt>Évaluées</dt>
          <dd>
            {formatNumber(stats.evaluatedResponses)} / {formatNumber(stats.totalResponses)} ({formatPercent(stats.evaluationRate)})
          </dd>
        </div>
        <div>
          <dt>Non évaluées</dt>
          <dd>{formatNumber(stats.unevaluatedResponses)}</dd>
        </div>
        <div>
          <dt>Score moyen</dt>
          <dd>{stats.averageScore === null ? '—' : `${formatNumber(stats.averageScore)} / 100`}</dd>
        </div>
        {stats.noAnswer.count > 0 && (
          <div>
            <dt>{NO_ANSWER_LABEL}</dt>
            <dd>{formatNumber(stats.noAnswer.count)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** One question's chart and key figures, by kind. */
export function QuestionFigures({ stats, title }: { stats: ResultsQuestionStats; title: string }) {
  if (stats.totalResponses === 0) return <p className="muted">Aucune réponse.</p>;
  switch (stats.kind) {
    case 'choice':
      return <ChoiceFigures stats={stats} title={title} />;
    case 'rating':
      return <RatingFigures stats={stats} title={title} />;
    default:
      return <OpenFigures stats={stats} title={title} />;
  }
}

export function responsesCount(stats: ResultsQuestionStats): string {
  return plural(stats.totalResponses, 'réponse');
}
