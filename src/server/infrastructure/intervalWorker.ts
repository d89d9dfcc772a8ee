/** Background work run every so often in this process: at start, then each interval, never two runs at once. */
export interface IntervalWorker<T> {
  runOnce(): Promise<T>;
  start(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export function intervalWorker<T>(runOnce: () => Promise<T>, intervalMs: number, label: string): IntervalWorker<T> {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => console.error(`${label} failed`, error))
      .finally(() => {
        running = null;
      });
  };
  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref?.();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
