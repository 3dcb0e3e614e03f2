// Floating things sit over the bottom of the page: the quick-action button (its size and its
// distance from the viewport's edge) and, on phones, the install banner (whose height
// mobile-app-banner.tsx writes to --mobile-banner-offset while it shows). Each layout keeps room
// for what it floats below its last content, so a page scrolled to its end has nothing under them.
export const QUICK_ACTION_SIZE_PX = 52;
export const FLOATING_EDGE_PX = 24;

/** Room for the quick-action button (the shell's; the banner's room comes from the root layout). */
export const QUICK_ACTION_ROOM = `${QUICK_ACTION_SIZE_PX + FLOATING_EDGE_PX}px`;
/** Room for the install banner, zero when it does not show. */
export const BANNER_ROOM = 'var(--mobile-banner-offset, 0px)';
