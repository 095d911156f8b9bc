/** A one-line progress bar on stderr, drawn at most every 200 ms, shown once more than `threshold` messages went by. */
export function progressBar(total: number, threshold = 100) {
  let count = 0;
  let lastDraw = 0;
  const draw = (done: number, final: boolean) => {
    const now = Date.now();
    if (count <= threshold || (!final && now - lastDraw < 200)) return;
    lastDraw = now;
    const ratio = total > 0 ? Math.min(1, done / total) : 0;
    const width = 30;
    const filled = Math.round(ratio * width);
    process.stderr.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}%  ${count} messages${final ? "\n" : ""}`);
  };
  return {
    /** One more message; `done` is how far along the input is, in the same unit as `total`. */
    tick(done: number) {
      count++;
      draw(done, false);
    },
    finish() {
      draw(total, true);
    },
  };
}
