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
