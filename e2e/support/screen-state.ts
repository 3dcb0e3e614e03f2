import type { Page } from 'playwright-core';

// Still pictures: no animation, transition or caret; one font every Debian Chromium has
// (fonts-liberation, a Recommends of the chromium package), so text does not depend on the
// machine's default sans-serif; no scrollbars (overflow is asserted, not pictured).
const STILL_CSS = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    font-family: 'Liberation Sans', Arial, sans-serif !important;
  }
  ::-webkit-scrollbar { display: none !important; }
  html { scrollbar-width: none !important; }
`;

/** Waits until no loader or skeleton shows for a moment and the fonts are in. */
export async function waitForSettledPage(page: Page): Promise<void> {
  const settled = page.waitForFunction(
    () => {
      const busy = document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]');
      const win = window as unknown as { __quietSince?: number };
      if (busy) {
        win.__quietSince = undefined;
        return false;
      }
      win.__quietSince ??= performance.now();
      return performance.now() - win.__quietSince > 400 && document.fonts.status === 'loaded';
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  await settled.catch(async (error: unknown) => {
    const busy = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]'))
        .map((element) => element.outerHTML.slice(0, 120))
        .join('; '),
    );
    throw new Error(`${page.url()} did not settle (still busy: ${busy || 'nothing now'})`, { cause: error });
  });
}

/** Freezes what moves and what the date changes: styles above, digits and month names normalised. */
export async function stillPage(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    // The demo data is built back from today, so amounts, dates and months move day by day; the
    // baselines keep the shapes (every digit drawn as 0, every month as one name).
    const months = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b/g;
    // Not the text of style elements: Mantine's theme variables (colours among them) live in the body.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style, script')) continue;
      const text = node.nodeValue ?? '';
      const still = text.replace(/[0-9]/g, '0').replace(months, 'Mmm');
      if (still !== text) node.nodeValue = still;
    }
    for (const input of Array.from(document.querySelectorAll('input'))) {
      if (input.value) input.value = input.value.replace(/[0-9]/g, '0');
    }
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Elements sticking out to the right of the viewport, for a message that says where. */
export async function findHorizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    if (scrollWidth > innerWidth) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.right <= innerWidth + 1) continue;
        // Only the outermost offender of a branch: its children stick out because it does.
        const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
        if (parentRight > innerWidth + 1) continue;
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        culprits.push(`<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> ${Math.round(rect.right)} px "${label}"`);
        if (culprits.length === 5) break;
      }
    }
    return { scrollWidth, innerWidth, culprits };
  });
}

/** What floats over the bottom of a page: the quick-action button and the install banner. */
const FLOATING = ['[aria-haspopup="menu"][aria-label="Quick actions"]', '[role="region"][aria-label="Get the app"]'];

/**
 * Content under a floating element with the page scrolled to its end, where each layout keeps room
 * for what it floats: the words, values, controls and charts it covers (at most five), for a
 * message that says where. Empty when nothing is covered.
 */
export async function findCoveredContent(page: Page): Promise<string[]> {
  // A list that loads more at its end (Cash Flow's transactions) grows the page: scroll again until it stops.
  for (let attempt = 0, height = -1; attempt < 5; attempt += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (now === height) break;
    height = now;
    await waitForSettledPage(page);
  }
  // Two frames: the scroll's listeners run and the floating button settles where it shows.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // tsx names the helpers below with its own __name(), which the page lacks (given as text, untransformed).
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate((selectors) => {
    const floating = selectors.flatMap((selector) => Array.from(document.querySelectorAll<HTMLElement>(selector)));
    const boxes = floating.map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0);
    const content = 'a, button, input, select, textarea, img, svg, canvas, [role="button"], [role="img"]';
    type Box = { left: number; top: number; right: number; bottom: number };
    // What of a box shows: a scrolling or clipping ancestor hides what lies outside it.
    const visiblePart = (element: Element, rect: Box): Box | null => {
      let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        box = {
          left: Math.max(box.left, clip.left),
          top: Math.max(box.top, clip.top),
          right: Math.min(box.right, clip.right),
          bottom: Math.min(box.bottom, clip.bottom),
        };
      }
      return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
    };
    const underFloating = (box: Box) =>
      boxes.some((over) => box.left < over.right - 1 && box.right > over.left + 1 && box.top < over.bottom - 1 && box.bottom > over.top + 1);
    // Words by their glyphs' boxes (not their cell's), controls and pictures by their own.
    const shownBoxes = (element: HTMLElement): DOMRect[] => {
      if (element.matches(content)) return [element.getBoundingClientRect()];
      const range = document.createRange();
      return Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim())
        .flatMap((node) => {
          range.selectNodeContents(node);
          return Array.from(range.getClientRects());
        });
    };
    const covered: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (floating.some((over) => over.contains(element)) || element.closest('[aria-hidden="true"], header, nav, [data-floating-room]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      const hit = shownBoxes(element).find((rect) => {
        const shown = visiblePart(element, rect);
        return shown !== null && underFloating(shown);
      });
      if (!hit) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      covered.push(`<${element.tagName.toLowerCase()}> at ${Math.round(hit.left)},${Math.round(hit.top)} "${label}"`);
      if (covered.length === 5) break;
    }
    return covered;
  }, FLOATING);
}

/**
 * Whether the quick-action button steps aside while the page scrolls down (its stack marked
 * data-away); null when the page is too short to scroll past its top or has no such button.
 */
export async function quickActionsStepAsideOnScroll(page: Page): Promise<boolean | null> {
  const room = await page.evaluate(() => ({
    scrollable: document.documentElement.scrollHeight - window.innerHeight,
    button: document.querySelector('[aria-haspopup="menu"][aria-label="Quick actions"]') !== null,
  }));
  if (!room.button || room.scrollable < 700) return null;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(10, 300);
  for (let step = 0; step < 4; step += 1) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => document.querySelector('[data-away]') !== null);
}
