import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The focused element's accessible name as a person hears it (aria-label, its label, else its text). */
const activeName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent ?? '').join(' ') : '';
    return (element.getAttribute('aria-label') ?? (byIds || labels || element.textContent || '')).replace(/\s+/g, ' ').trim();
  });

/**
 * True when focus shows: some outline, shadow, border or background of the focused element, or of the
 * box drawn around it (its parent, e.g. a password field's wrapper styled with :focus-within), differs
 * from the same elements unfocused (measured by blurring and focusing it again).
 */
export const focusIsVisible = (page: Page) =>
  page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    // Mantine eases borders and shadows in: each look is taken once a transition would be over.
    // No named helper in here: the page receives this function as text, without tsx's __name.
    // Live styles: they follow the elements' state.
    const styles = [element, element.parentElement].filter((node): node is HTMLElement => node !== null).map((node) => getComputedStyle(node));
    const keys = ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow', 'borderColor', 'backgroundColor'] as const;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const focused = styles.map((style) => keys.map((key) => style[key]).join('|')).join('/');
    element.blur();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unfocused = styles.map((style) => keys.map((key) => style[key]).join('|')).join('/');
    element.focus();
    return focused !== unfocused;
  });

/** Presses Tab (Shift+Tab when `backwards`) until the focused element's name matches, checking its focus shows. */
export async function tabTo(page: Page, name: string | RegExp, { max = 60, backwards = false } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const passed: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const current = await activeName(page);
    if (matches(current)) {
      assert.ok(await focusIsVisible(page), `focus on "${current}" is visible`);
      return;
    }
    passed.push(current);
  }
  assert.fail(`Tab never reached "${String(name)}"; it passed ${JSON.stringify(passed)}`);
}
