/**
 * Props for a ScrollArea's viewport that scrolls content wider or taller than its box: it takes focus
 * (with Mantine's focus ring) and is a named region, so the keyboard can scroll it (WCAG 2.1.1).
 */
export function focusableScrollViewport(label: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': label, className: 'mantine-focus-auto' };
}
