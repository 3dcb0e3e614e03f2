import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the app's Content-Security-Policy (script-src 'self')
// does not apply to: a <script> tag would be refused, and turning the policy off would test another app.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What went wrong on a page since the last take(): console errors, uncaught exceptions, and requests
 * that failed (network failure, or an answer of 400 or more). Requests the spec refuses on purpose
 * (anything off this machine, see browser.ts) are not the page's fault and are left out.
 */
export function watchProblems(page: Page, origin: string) {
  let problems: string[] = [];
  // Requests under way, for settle(); the notifications' event stream never ends and is not counted.
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    if (!request.url().startsWith(origin)) return;
    // A navigation away cancels the old page's reads: that is not a failure of either page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(origin)) {
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    /** No request under way for a quiet moment (networkidle would wait for the event stream forever). */
    async idle(quietMs = 400, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (pending.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

/** Waits until the page's reads are done and nothing says it is loading, then lets transitions end. */
export async function settle(page: Page, network: { idle: () => Promise<void> }) {
  await page.waitForLoadState('load');
  await network.idle();
  await page
    .locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await network.idle();
  // Whatever still moves (a CSS transition the theme does not cover) ends before axe measures its
  // contrast half way; an endless animation (a spinner) is not waited for, nor a long one past 2 s.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]).then(() => undefined),
    )
    .catch(() => undefined);
}
