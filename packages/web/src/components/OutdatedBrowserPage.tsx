import { OUTDATED_BROWSER_MESSAGE } from '../app/outdated-browser';

/** The same page index.html shows when the browser check fails (see app/outdated-browser.ts). */
export function OutdatedBrowserPage() {
  return (
    <main className="page page-narrow">
      <div className="card center" role="alert">
        <p>{OUTDATED_BROWSER_MESSAGE}</p>
      </div>
    </main>
  );
}
