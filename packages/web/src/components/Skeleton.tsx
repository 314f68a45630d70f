import './skeleton.css';

/**
 * Grey placeholders of the screen to come, instead of a blank page and a small "Chargement…"
 * (decision 191). Screen readers hear the label; the shapes are decoration.
 */
export function Skeleton({ label, lines = 3, className }: { label: string; lines?: number; className?: string }) {
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} role="status" data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-card" aria-hidden="true">
        <div className="skeleton-bar skeleton-title" />
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className="skeleton-bar" style={{ width: `${92 - ((i * 17) % 40)}%` }} />
        ))}
      </div>
    </div>
  );
}
