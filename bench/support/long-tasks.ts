/**
 * The longest main-thread tasks of a page load, read from its Chromium trace, each with where its time
 * went (script with the scripts that ran, style and layout, paint, parsing, garbage collection), so a
 * budget that fails names its cause. Lighthouse's own task breakdown files most of a modern Chromium's
 * rendering work under 'Other'; this reads the trace events' own names instead.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface LongTask {
  /** Milliseconds from the first task of the thread. */
  startMs: number;
  durationMs: number;
  /** Milliseconds by cause, largest first. */
  causes: [string, number][];
  /** The scripts that ran in it, by their file name, most time first. */
  scripts: string[];
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** What an event's own time is spent on, from its name. */
export function causeOf(name: string): string {
  if (/GC|Scavenge|Sweep|Marking/i.test(name)) return 'garbage collection';
  if (/ParseHTML|HTMLDocumentParser|ParseAuthorStyleSheet|CSSParser/.test(name))
    return 'parsing HTML and CSS';
  if (/Layout|Style|recalc|Lifecycle(?!.*Paint)/i.test(name)) return 'style and layout';
  if (/Paint|Raster|Composit|Commit|Decode|Image/i.test(name)) return 'paint';
  if (/v8|V8|Function|Script|Microtask|Timer|Evaluate|compile|Module|Callback|EventDispatch/.test(name))
    return 'script';
  return 'other';
}

/** A script by its file name; the page's own address (inline and injected script) as 'the page'. */
function scriptName(url: string): string {
  const file = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return /\.m?js$/.test(file) ? file : 'the page';
}

/** The renderer's main thread that worked the most: the page's. */
function busiestMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const mainThreads = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; busy: number } | undefined;
  for (const thread of mainThreads) {
    const busy = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best;
}

/** Tasks of at least `minMs` on the page's main thread, longest first. */
export function longTasks(events: readonly TraceEvent[], minMs: number): LongTask[] {
  const thread = busiestMainThread(events);
  if (!thread) return [];
  const onThread = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  if (onThread.length === 0) return [];
  const origin = onThread[0]!.ts;
  const tasks: LongTask[] = [];
  let index = 0;
  while (index < onThread.length) {
    const task = onThread[index]!;
    const end = task.ts + task.dur!;
    let next = index + 1;
    while (next < onThread.length && onThread[next]!.ts < end) next += 1;
    if (TASK_NAMES.has(task.name) && task.dur! >= minMs * 1000) {
      // Each event's own time: its duration less that of the events directly inside it.
      const inside = onThread.slice(index, next);
      const own = new Map<TraceEvent, number>(inside.map((event) => [event, event.dur!]));
      const open: TraceEvent[] = [];
      for (const event of inside) {
        while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
        const parent = open.at(-1);
        if (parent) own.set(parent, own.get(parent)! - event.dur!);
        open.push(event);
      }
      const causes = new Map<string, number>();
      const scripts = new Map<string, number>();
      for (const [event, micros] of own) {
        const cause = TASK_NAMES.has(event.name) ? 'other' : causeOf(event.name);
        causes.set(cause, (causes.get(cause) ?? 0) + micros / 1000);
        const url = event.args?.data?.url;
        if (cause === 'script' && url)
          scripts.set(scriptName(url), (scripts.get(scriptName(url)) ?? 0) + micros);
      }
      tasks.push({
        startMs: (task.ts - origin) / 1000,
        durationMs: task.dur! / 1000,
        causes: [...causes].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]),
        scripts: [...scripts].sort((a, b) => b[1] - a[1]).map(([name]) => name),
      });
    }
    // Tasks do not nest; whatever started inside this one belongs to it.
    index = TASK_NAMES.has(task.name) ? next : index + 1;
  }
  return tasks.sort((a, b) => b.durationMs - a.durationMs);
}

/** One line per task: '85 ms at 290 ms: script 52 (start.js, app-boot.js), style and layout 18'. */
export function describeLongTask(task: LongTask): string {
  const causes = task.causes
    .map(([cause, ms]) =>
      cause === 'script' && task.scripts.length > 0
        ? `${cause} ${Math.round(ms)} (${task.scripts.slice(0, 3).join(', ')})`
        : `${cause} ${Math.round(ms)}`,
    )
    .join(', ');
  return `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${causes}`;
}
