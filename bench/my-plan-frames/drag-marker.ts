// Finds the retirement-age marker on My Plan's chart and drags it as a hand would: a small mouse
// move every animation frame (60 a second) for the whole drag, sweeping left and back, ending where
// it started so the plan is not saved.
import type { Page } from 'playwright-core';

export interface Marker {
  age: number;
  x: number;
  y: number;
  /** Pixels per year on the x axis. */
  perYear: number;
}

export async function findMarker(page: Page): Promise<Marker> {
  const label = await page.locator('#retirement-age-label').textContent();
  const age = Number(/Retirement age: (\d+)/.exec(label ?? '')?.[1]);
  if (!Number.isFinite(age)) throw new Error(`no retirement age on the page: ${label}`);
  const chart = page
    .locator('svg')
    .filter({ has: page.locator('text', { hasText: new RegExp(`^Retire at ${age}$`) }) })
    .first();
  // Runs in the page; the bench is compiled without the DOM library, so the nodes say what they offer.
  type PageText = { getBoundingClientRect(): { x: number; y: number; width: number; height: number }; textContent: string | null };
  const texts = await chart.locator('text').evaluateAll((nodes: PageText[]) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent ?? '', x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  const marker = texts.find((text) => text.text === `Retire at ${age}`);
  // The x axis is labelled with ages on one line below the plot: those labels give the scale.
  const ageLabels = texts.filter((text) => /^\d+$/.test(text.text));
  const bottom = Math.max(...ageLabels.map((text) => text.y));
  const axis = ageLabels.filter((text) => Math.abs(text.y - bottom) < 2).sort((a, b) => a.x - b.x);
  const [first, last] = [axis[0], axis[axis.length - 1]];
  const box = await chart.boundingBox();
  if (!marker || !first || !last || first === last || !box) throw new Error('the chart has no marker or age axis');
  return { age, x: marker.x, y: box.y + box.height / 2, perYear: (last.x - first.x) / (Number(last.text) - Number(first.text)) };
}

const FRAME_MS = 1000 / 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** Two sweeps out and back: 0 → 1 → 0 → 1 → 0 over the drag. */
const sweep = (fraction: number) => {
  const phase = (fraction * 2) % 1;
  return phase < 0.5 ? 2 * phase : 2 - 2 * phase;
};

/**
 * Presses on the marker and, for `durationMs`, moves it every frame along the sweep (`sweepYears`
 * wide), back to where it was picked up; returns the release. The moves go straight to the browser
 * (DevTools input events, not awaited one by one) so a busy page gets them at the pace a hand makes
 * them instead of slowing the hand down.
 */
export async function dragMarker(page: Page, marker: Marker, { durationMs, sweepYears }: { durationMs: number; sweepYears: number }) {
  const input = await page.context().newCDPSession(page);
  const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number) =>
    input.send('Input.dispatchMouseEvent', {
      type,
      x,
      y: marker.y,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
  await page.mouse.move(marker.x, marker.y);
  await mouse('mousePressed', marker.x);
  const sent: Promise<unknown>[] = [];
  const started = performance.now();
  let moves = 0;
  for (let elapsed = 0; elapsed < durationMs; elapsed = performance.now() - started) {
    moves += 1;
    sent.push(mouse('mouseMoved', marker.x - sweepYears * sweep(elapsed / durationMs) * marker.perYear));
    await sleep(started + moves * FRAME_MS - performance.now());
  }
  sent.push(mouse('mouseMoved', marker.x));
  await Promise.all(sent);
  const elapsedMs = Math.round(performance.now() - started);
  const release = async () => {
    await mouse('mouseReleased', marker.x);
    await input.detach();
  };
  return { moves: moves + 1, elapsedMs, release };
}
