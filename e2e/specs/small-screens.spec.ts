// Every main page as each role at phone and desktop widths: no sideways overflow of the page at 375
// and 576 px (asserted, with the elements that stick out); at those widths nothing floating (the
// quick-action button, the install banner) covers content at the page's end, and the button steps
// aside while a long page scrolls down; and screenshots compared with committed
// baselines at 375, 576, 992 and 1440 px (e2e/screenshots; UPDATE_SCREENSHOTS=1 writes them anew).
// The harness runs this spec first, on the demo data as seeded: the other specs change it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { BASE_URL, launchBrowser, newPage } from '../support/browser';
import { watchProblems } from '../support/page-checks';
import { DEMO_EMAILS, NARROW_WIDTHS, SCREEN_PAGES, SCREENSHOT_WIDTHS, type ScreenPage, type ScreenRole } from '../support/screen-pages';
import { compareWithBaseline } from '../support/screenshot-compare';
import { findCoveredContent, findHorizontalOverflow, quickActionsStepAsideOnScroll, stillPage, waitForSettledPage } from '../support/screen-state';

// The pictures are the viewport: tall enough for a page's top with its first table or chart. (A
// full-page picture lays the page out again at its content's width, which is not the width tested.)
// Not taller: the 40 baselines stay under 3 MB.
const VIEWPORT_HEIGHT = 1000;
// Charts are drawn from the data (moving with the date and the database's order): their box is kept.
const CHARTS = '.echarts-for-react';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The role's page, and what goes wrong on it (a crash says why, not only that the picture differs). */
async function openAs(role: ScreenRole): Promise<{ page: Page; pageProblems: ReturnType<typeof watchProblems> }> {
  const { page } = await newPage(browser);
  const pageProblems = watchProblems(page, BASE_URL);
  if (role !== 'visitor') {
    await logIn(page, DEMO_EMAILS[role], DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }
  return { page, pageProblems };
}

// How many long pages with the quick-action button were scrolled (a role with the button has some).
let stepAsideChecks = 0;

async function checkAt({ page, pageProblems }: Awaited<ReturnType<typeof openAs>>, screen: ScreenPage, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
  await page.goto(screen.path);
  await waitForSettledPage(page);
  const problems: string[] = [];
  if ((NARROW_WIDTHS as readonly number[]).includes(width)) {
    const overflow = await findHorizontalOverflow(page);
    if (overflow.scrollWidth > overflow.innerWidth) {
      problems.push(
        `${screen.path} at ${width} px scrolls sideways: the page is ${overflow.scrollWidth} px wide; sticking out: ${overflow.culprits.join('; ')}`,
      );
    }
  }
  if ((NARROW_WIDTHS as readonly number[]).includes(width)) {
    const covered = await findCoveredContent(page);
    if (covered.length > 0) problems.push(`${screen.path} at ${width} px: floating over content at the page's end: ${covered.join('; ')}`);
    const steppedAside = await quickActionsStepAsideOnScroll(page);
    if (steppedAside !== null) stepAsideChecks += 1;
    if (steppedAside === false) problems.push(`${screen.path} at ${width} px: the quick-action button stays over the page while it scrolls down`);
  }
  if (screen.screenshot) {
    await stillPage(page);
    const picture = await page.screenshot({
      mask: [page.locator(CHARTS), ...(screen.mask ?? []).map((selector) => page.locator(selector))],
      maskColor: '#ff00ff',
      animations: 'disabled',
      caret: 'hide',
    });
    const difference = await compareWithBaseline(`${screen.name}-${width}`, picture);
    if (difference) problems.push(difference);
  }
  problems.push(...pageProblems.take().map((problem) => `${screen.path} at ${width} px: ${problem}`));
  return problems;
}

for (const [role, screens] of Object.entries(SCREEN_PAGES) as [ScreenRole, ScreenPage[]][]) {
  test(`${role}: the main pages fit 375 and 576 px and look as their baselines at 375 to 1440 px`, async () => {
    const opened = await openAs(role);
    const problems: string[] = opened.pageProblems.take().map((problem) => `signing in: ${problem}`);
    stepAsideChecks = 0;
    for (const screen of screens) {
      const widths = screen.screenshot ? SCREENSHOT_WIDTHS : NARROW_WIDTHS;
      for (const width of widths) problems.push(...(await checkAt(opened, screen, width)));
    }
    await opened.page.context().close();
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
    if (role === 'client' || role === 'advisor')
      assert.ok(stepAsideChecks > 0, `no page of the ${role} was long enough to scroll the quick-action button aside`);
  });
}
