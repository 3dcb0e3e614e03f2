import { useHeadroom, useMediaQuery, useWindowScroll } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (where the side menu folds away) a floating button covers a large share of a row. */
const SMALL_SCREEN = '(max-width: 47.99em)';
/** Within this much of the top the page's start shows and the button stays. */
const SHOWN_NEAR_TOP_PX = 120;
/** Scroll positions are fractional on zoomed screens: "at the end" allows a little. */
const PAGE_END_SLACK_PX = 8;

/**
 * Whether a floating button should step aside: on a small screen while the reader scrolls down
 * through a page, so it covers no row, bar or value being read. It comes back on the way up, near
 * the top, and at the page's end, where the shell keeps room for it (floating-room.ts).
 */
export function useScrollAway(): boolean {
  const small = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  const { pinned } = useHeadroom({ fixedAt: SHOWN_NEAR_TOP_PX });
  const [{ y }] = useWindowScroll();
  if (!small || pinned) return false;
  return y + window.innerHeight < document.documentElement.scrollHeight - PAGE_END_SLACK_PX;
}
