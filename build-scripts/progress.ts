/** A one-line progress bar on stderr for long work (rebuilds, seeds); plain lines when not a TTY. */
export function progressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let last = -1;
  return {
    update(done: number, detail = '') {
      const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (stream.isTTY) {
        const width = 24;
        const filled = Math.round((pct / 100) * width);
        stream.write(
          `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${detail}`.padEnd(100).slice(0, 100),
        );
        if (done === total) stream.write('\n');
      } else if (pct >= last + 20 || done === total) {
        last = pct;
        stream.write(`${label}: ${done}/${total} (${pct}%)${detail ? ` ${detail}` : ''}\n`);
      }
    },
    seconds: () => (Date.now() - started) / 1000,
  };
}
