// The browser's side of the frame timing: a Chromium trace of the drag, reduced to what the page's
// main thread did (its top-level tasks, and the outermost timeline activities inside them: event
// handlers, timers, animation-frame callbacks, style, layout, paint), on the page's clock.
import type { Browser, Page } from 'playwright-core';
import { CLOCK_MARK } from './frame-recorder';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];
const TASK = 'ThreadControllerImpl::RunTask';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time, microseconds. */
  tdur?: number;
  args?: { data?: { type?: string; url?: string; functionName?: string } };
}

export interface Span {
  start: number;
  end: number;
}

export interface MainThreadWork {
  /** Top-level tasks in the page's clock (ms), with the CPU time the thread really got in them. */
  tasks: (Span & { cpuMs: number })[];
  /** The outermost timeline activities inside them. */
  activities: (Span & { label: string })[];
}

export const startTrace = (browser: Browser, page: Page) => browser.startTracing(page, { categories: CATEGORIES });

function labelOf(event: TraceEvent) {
  const data = event.args?.data;
  if (event.name === 'EventDispatch' && data?.type) return `event ${data.type}`;
  if (event.name === 'FunctionCall' && data?.url) return `script ${data.url.split('/').pop()}`;
  return event.name;
}

/** The events not inside an earlier one (on one thread, events nest or follow each other). */
function outermost<T extends Span>(spans: T[]): T[] {
  const kept: T[] = [];
  let end = -Infinity;
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (span.start < end) continue;
    kept.push(span);
    end = span.end;
  }
  return kept;
}

/** Ends the trace; `markTime` is CLOCK_MARK's time in the page, which ties the two clocks together. */
export async function stopTrace(browser: Browser, markTime: number): Promise<MainThreadWork> {
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const mark = trace.traceEvents.find((event) => event.name === CLOCK_MARK && event.cat.includes('blink.user_timing'));
  if (!mark) throw new Error('the trace has no clock mark');
  const toPage = (ts: number) => ts / 1000 - (mark.ts / 1000 - markTime);
  const complete = trace.traceEvents.filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X' && event.dur !== undefined);
  const spanOf = (event: TraceEvent) => ({ start: toPage(event.ts), end: toPage(event.ts + (event.dur ?? 0)) });
  const tasks = outermost(complete.filter((event) => event.name === TASK).map((event) => ({ ...spanOf(event), cpuMs: (event.tdur ?? event.dur ?? 0) / 1000 })));
  const activities = outermost(
    complete.filter((event) => event.cat.includes('devtools.timeline')).map((event) => ({ ...spanOf(event), label: labelOf(event) })),
  );
  return { tasks, activities };
}
