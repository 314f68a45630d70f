/**
 * The page's one polite live region (decision 190): in the page from its first render, empty,
 * so screen readers watch it; only its text changes. Regions created with their text are not
 * read by several screen readers.
 */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  );
}
