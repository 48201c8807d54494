/**
 * One image conversion at a time on this instance, with a few waiting behind it: decoding a large
 * photo takes seconds of CPU and hundreds of MB, so several at once would starve the site's pages
 * and hold memory. When the queue is full the upload is refused at once (the editor says to try
 * again) instead of piling up.
 */
export function conversionQueue(maxWaiting: number) {
  let running = false;
  const waiting: (() => void)[] = [];

  return {
    /** Runs `task` when its turn comes; `busy` without running it when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }> {
      if (running) {
        if (waiting.length >= maxWaiting) return { busy: true };
        // The one finishing hands its turn over directly: `running` stays true.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running = true;
      try {
        return { busy: false, value: await task() };
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running = false;
      }
    },
    /** Conversions waiting for their turn. */
    get waiting(): number {
      return waiting.length;
    },
  };
}

export type ConversionQueue = ReturnType<typeof conversionQueue>;
