/**
 * Hands the browser text to save as a file (a CSV, a calendar, a data export). The object URL is revoked
 * a little later: revoking it at once can cancel the download before the browser has started it.
 */
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Starts the browser's own download of a same-origin URL (an archive the server streams), without holding it in memory. */
export function downloadFrom(path: string): void {
  const link = document.createElement("a");
  link.href = path;
  link.download = "";
  link.click();
}
