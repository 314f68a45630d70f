/** Hands a downloaded file to the browser under the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Browsers read the URL after click() returns, some of them much later: revoking at once
  // can fail the download, so the (small) file is kept in memory for a while.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Today as YYYY-MM-DD, the date used in file names (docs/product.md#exports). */
export function fileDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A session name made safe for a file name, accents kept. */
export function fileNamePart(name: string): string {
  return (
    name
      .trim()
      .replace(/[\\/:*?"<>|\s]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'session'
  );
}
