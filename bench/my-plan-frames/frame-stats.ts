// Frame statistics. A frame's time is what the page's main thread spent between its start and the
// next frame's start (input and event handlers, worker messages, React renders, animation-frame
// callbacks, style, layout and paint); a picture that stays on screen longer than one vsync shows in
// the interval between frame starts.
import type { FrameRecording } from './frame-recorder';
import type { MainThreadWork, Span } from './frame-trace';

export const TARGET = { medianFrameMs: 16, maxFrameMs: 50 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const summary = (values: number[]) => ({ median: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(0, ...values)) });
const overlapOf = (span: Span, from: number, to: number) => Math.max(0, Math.min(span.end, to) - Math.max(span.start, from));
const overlap = (spans: Span[], from: number, to: number) => spans.reduce((sum, span) => sum + overlapOf(span, from, to), 0);
/** The CPU time the tasks got within [from, to), spread evenly over each task. */
const cpuWithin = (tasks: MainThreadWork['tasks'], from: number, to: number) =>
  tasks.reduce((sum, task) => sum + (task.end > task.start ? (task.cpuMs * overlapOf(task, from, to)) / (task.end - task.start) : 0), 0);

function timeByLabel(activities: MainThreadWork['activities'], from: number, to: number, top: number) {
  const byLabel = new Map<string, number>();
  for (const activity of activities) {
    const ms = overlap([activity], from, to);
    if (ms > 0) byLabel.set(activity.label, (byLabel.get(activity.label) ?? 0) + ms);
  }
  return Object.fromEntries(
    [...byLabel.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, ms]) => [label, round(ms)]),
  );
}

export function frameStats(recording: FrameRecording, work: MainThreadWork) {
  const starts = recording.frameStarts;
  const frames = starts.slice(0, -1).map((start, index) => {
    const end = starts[index + 1] ?? start;
    return { start, end, busyMs: overlap(work.tasks, start, end), cpuMs: cpuWithin(work.tasks, start, end), intervalMs: end - start };
  });
  const busy = frames.map((frame) => frame.busyMs);
  const frameMs = summary(busy);
  const framesOver50Ms = busy.filter((ms) => ms > TARGET.maxFrameMs).length;
  const longAnimationFrames = recording.longAnimationFrames.map((entry) => entry.duration);
  const longTasks = recording.longTasks.map((entry) => entry.duration);
  const first = frames[0]?.start ?? 0;
  const last = frames[frames.length - 1]?.end ?? 0;
  return {
    frames: frames.length,
    frameMs,
    /** The CPU time the main thread got per frame: below frameMs when other processes took the cores. */
    frameCpuMs: summary(frames.map((frame) => frame.cpuMs)),
    intervalMs: { ...summary(frames.map((frame) => frame.intervalMs)), over33: frames.filter((frame) => frame.intervalMs > 34).length },
    framesOver50Ms,
    longAnimationFrames: {
      count: longAnimationFrames.length,
      maxMs: round(Math.max(0, ...longAnimationFrames)),
      // Chromium's attribution: the scripts that ran in each long frame, longest first.
      scripts: recording.longAnimationFrames.map((entry) =>
        (entry.scripts ?? [])
          .slice(0, 3)
          .map((script) => `${round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName} ${script.sourceURL.split('/').pop() ?? ''}`.trim()),
      ),
    },
    longTasks: { count: longTasks.length, maxMs: round(Math.max(0, ...longTasks)) },
    previewsShown: recording.ageChanges,
    targetMet: frameMs.median < TARGET.medianFrameMs && framesOver50Ms === 0 && longAnimationFrames.length === 0,
    /** Where the main thread's time went during the whole drag, and in its three longest frames. */
    mainThreadMs: timeByLabel(work.activities, first, last, 8),
    longestFrames: [...frames]
      .sort((a, b) => b.busyMs - a.busyMs)
      .slice(0, 3)
      .map((frame) => ({
        busyMs: round(frame.busyMs),
        cpuMs: round(frame.cpuMs),
        intervalMs: round(frame.intervalMs),
        parts: timeByLabel(work.activities, frame.start, frame.end, 5),
      })),
  };
}

export type FrameStats = ReturnType<typeof frameStats>;
