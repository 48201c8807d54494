/**
 * Lighthouse's blocking time as it would be if the page's main thread never waited for a core.
 *
 * Lighthouse's simulation (Lantern, `@paulirish/trace_engine`'s `models/trace/lantern`) takes each
 * top-level task of the page's main thread from the trace with its wall-clock duration (`dur`),
 * multiplies it by the CPU slowdown (half of it for a task that lays the page out) and sums, for
 * the tasks after the first contentful paint, what exceeds 50 ms. On a shared 2-core machine the
 * wall-clock duration also holds the time the thread was ready but another process ran: the same
 * bare page of text measured 0–213 ms. The trace also records each task's thread time (`tdur`):
 * the same sum over it is what the page itself costs, whatever else the machine runs.
 */

/** The trace events this reads (Chrome's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** A task after the first contentful paint, in milliseconds since the navigation started. */
export interface ObservedTask {
  startMs: number;
  wallMs: number;
  threadMs: number;
  /** Lantern slows a task that lays the page out by half the CPU slowdown. */
  layout: boolean;
}

const threshold = 50;
const taskNames = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"]);

/** The tasks of the page's main thread from its first contentful paint on. */
export function tasksAfterPaint(events: readonly TraceEvent[]): ObservedTask[] {
  const navigation = events.findLast(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.documentLoaderURL?.startsWith("http") === true,
  );
  if (!navigation) return [];
  const { pid, tid, ts: start } = navigation;
  const paint = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === pid && event.ts >= start,
  );
  if (!paint) return [];
  const onThread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur)
    .sort((a, b) => a.ts - b.ts);
  const tasks: ObservedTask[] = [];
  for (const [index, task] of onThread.entries()) {
    if (!taskNames.has(task.name) || task.ts + task.dur! < paint.ts) continue;
    const end = task.ts + task.dur!;
    let layout = false;
    for (let i = index + 1; i < onThread.length && onThread[i]!.ts < end; i++) {
      if (onThread[i]!.name === "Layout") layout = true;
    }
    tasks.push({
      startMs: (task.ts - start) / 1000,
      wallMs: task.dur! / 1000,
      threadMs: (task.tdur ?? task.dur!) / 1000,
      layout,
    });
  }
  return tasks;
}

/** Lantern's blocking time of `tasks` at `slowdown`, from their thread time or their wall time. */
export function blockingTime(
  tasks: readonly ObservedTask[],
  slowdown: number,
  time: "threadMs" | "wallMs" = "threadMs",
): number {
  let sum = 0;
  for (const task of tasks) {
    const slowed = task[time] * (task.layout ? slowdown / 2 : slowdown);
    sum += Math.max(0, slowed - threshold);
  }
  return sum;
}
