// The benches launch Chromium as the browser tests do.
export { launchChromium } from '../../e2e/support/chromium.mjs';
