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
