/** A durable queue's worker in this process: works items off one at a time, and sleeps when none is due. */
export interface QueueWorker {
  /** Works off one due item: whether there was one. */
  runOnce(): Promise<boolean>;
  /** Works items off until stopped. */
  start(): void;
  /** Stops the loop, waiting for an item under way. */
  stop(): Promise<void>;
}

export function queueWorker(runOnce: () => Promise<boolean>, idleMs: number, label: string): QueueWorker {
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;
  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          const busy = await runOnce().catch((error: unknown) => {
            console.error(`${label}:`, error);
            return false;
          });
          if (!busy && running) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, idleMs);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
        }
      })();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
