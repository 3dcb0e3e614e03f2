// The page's side of the frame timing while the marker is dragged: the start of every animation
// frame (the requestAnimationFrame timestamp, the vsync it belongs to), Chromium's long animation
// frames and long tasks, and a user-timing mark that lines the page's clock up with the trace's
// (frame-trace.ts measures what the main thread did between those frame starts).
import type { Page } from 'playwright-core';

export const CLOCK_MARK = 'finboard-frame-recording';

export interface LongEntry {
  startTime: number;
  duration: number;
  /** For long animation frames: the scripts that ran in them, longest first. */
  scripts?: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
}

export interface FrameRecording {
  /** Frame starts, in the page's clock (ms). */
  frameStarts: number[];
  /** When CLOCK_MARK was set, in the page's clock. */
  markTime: number;
  longAnimationFrames: LongEntry[];
  longTasks: LongEntry[];
  /** How often the "Retirement age: N" label changed: the previews that reached the screen. */
  ageChanges: number;
}

// The page's globals this file uses (the bench is typechecked without the DOM library).
interface ObservedEntry {
  startTime: number;
  duration: number;
  scripts?: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
}
interface PageGlobals {
  requestAnimationFrame(callback: (time: number) => void): number;
  PerformanceObserver: new (callback: (list: { getEntries(): ObservedEntry[] }) => void) => {
    observe(options: { type: string; buffered?: boolean }): void;
    disconnect(): void;
  };
  document: { getElementById(id: string): { textContent: string | null } | null };
  __finboardFrameRecorder?: { stop: () => FrameRecording };
}

export function startFrameRecording(page: Page) {
  return page.evaluate((markName) => {
    const win = globalThis as unknown as PageGlobals;
    const frameStarts: number[] = [];
    const longAnimationFrames: LongEntry[] = [];
    const longTasks: LongEntry[] = [];
    let recording = true;
    let ageChanges = 0;
    let lastAge = win.document.getElementById('retirement-age-label')?.textContent ?? null;

    const markTime = performance.mark(markName).startTime;
    const onFrame = (time: number) => {
      if (!recording) return;
      frameStarts.push(time);
      const age = win.document.getElementById('retirement-age-label')?.textContent ?? null;
      if (age !== lastAge) {
        ageChanges += 1;
        lastAge = age;
      }
      win.requestAnimationFrame(onFrame);
    };
    win.requestAnimationFrame(onFrame);

    const observers = [
      { type: 'long-animation-frame', into: longAnimationFrames },
      { type: 'longtask', into: longTasks },
    ].flatMap(({ type, into }) => {
      try {
        const observer = new win.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            into.push({
              startTime: entry.startTime,
              duration: entry.duration,
              ...(entry.scripts
                ? {
                    scripts: entry.scripts
                      .map((script) => ({
                        invoker: script.invoker,
                        sourceURL: script.sourceURL,
                        sourceFunctionName: script.sourceFunctionName,
                        duration: script.duration,
                      }))
                      .sort((a, b) => b.duration - a.duration),
                  }
                : {}),
            });
          }
        });
        observer.observe({ type, buffered: false });
        return [observer];
      } catch {
        return []; // an entry type this browser does not know
      }
    });

    win.__finboardFrameRecorder = {
      stop: () => {
        recording = false;
        for (const observer of observers) observer.disconnect();
        return { frameStarts, markTime, longAnimationFrames, longTasks, ageChanges };
      },
    };
  }, CLOCK_MARK);
}

/** Stops recording at the next frame start. */
export async function stopFrameRecording(page: Page): Promise<FrameRecording> {
  return page.evaluate(
    () =>
      new Promise<FrameRecording>((resolve) => {
        const win = globalThis as unknown as PageGlobals;
        // On a frame start, so the last recorded frame is a whole one.
        win.requestAnimationFrame(() => {
          const recorder = win.__finboardFrameRecorder;
          if (!recorder) throw new Error('no frame recording in progress');
          resolve(recorder.stop());
        });
      }),
  );
}
