export { launchChromium } from '../../e2e/support/chromium.mjs';
