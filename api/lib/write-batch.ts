/**
 * Answers decided during one turn of the event loop are written together at its end (issue 11).
 *
 * Under load each socket write hands the bytes to the client at once, waking it; answers written
 * back to back share that wake-up, while answers written between the turn's other work each pay for
 * one. On this 2-core machine batching the memory fast paths' writes raised a page's requests/s by
 * about a quarter (docs/benchmarks.md). An answer waits at most for the rest of the current turn.
 */
let pending: (() => void)[] = [];

function flush(): void {
  const writes = pending;
  pending = [];
  for (const write of writes) write();
}

/** Runs `write` at the end of this turn of the event loop, with the turn's other answers. */
export function writeSoon(write: () => void): void {
  if (pending.push(write) === 1) setImmediate(flush);
}
