// The JavaScript a visitor's browser downloads to show a public page (entry, preloads and the lazy
// route chunks), gzip-compressed, measured by loading the page in Chromium in a fresh context; and
// whether the charting library is among it. Measured: /login (target 200 kB), the landing page
// /welcome (target 150 kB) and the demo client's /home (target 300 kB: the entry, the shell and the
// home page; the sign-in page's own chunk is not counted, as the session is made through the api).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/chromium.mjs';
import { startServer } from '../support/server.mjs';

const ROUTES = [
  { key: 'login', path: '/login', ready: (page) => page.getByRole('button', { name: 'Log In' }), targetKb: 200 },
  { key: 'landing', path: '/welcome', ready: (page) => page.getByRole('button', { name: 'Get Started' }), targetKb: 150 },
  { key: 'home', path: '/home', signIn: 'demo.client@finboard.dev', ready: (page) => page.getByRole('link', { name: 'Financial Reports' }), targetKb: 300 },
];
const DEMO_PASSWORD = 'FinboardDemo1!';

const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bundle-'));
const server = await startServer({ port: 3902, dataDir });
const browser = await launchChromium();

async function measure(route) {
  const context = await browser.newContext();
  if (route.signIn) {
    const response = await context.request.post(`${server.url}/api/auth/login`, {
      data: { email: route.signIn, password: DEMO_PASSWORD },
      headers: { origin: server.url },
    });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      pending.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })));
    }
  });
  await page.goto(`${server.url}${route.path}`, { waitUntil: 'networkidle' });
  await route.ready(page).waitFor();
  const scripts = await Promise.all(pending);
  await context.close();
  const files = scripts.map(({ url, body }) => ({
    path: url,
    gzipKb: +(gzipSync(body).length / 1024).toFixed(1),
    hasEcharts: /echarts|zrender/i.test(body.toString('utf8')),
  }));
  const total = +files.reduce((sum, file) => sum + file.gzipKb, 0).toFixed(1);
  return { total, files };
}

const results = {};
for (const route of ROUTES) results[route.key] = await measure(route);
await browser.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const { login, landing, home } = results;
console.log(
  JSON.stringify({
    loginJsGzipKb: login.total,
    targetKb: 200,
    withinTarget: login.total < 200,
    chartsLoaded: login.files.some((f) => f.hasEcharts),
    files: login.files,
    routes: Object.fromEntries(
      ROUTES.map((route) => {
        const result = results[route.key];
        const loginFiles = new Set(login.files.map((file) => file.path));
        // What this page adds to what every public page loads (the entry, Mantine's base, toasts).
        const beyondLogin = result.files.filter((file) => !loginFiles.has(file.path)).reduce((sum, file) => sum + file.gzipKb, 0);
        return [
          route.path,
          {
            jsGzipKb: result.total,
            beyondLoginKb: +beyondLogin.toFixed(1),
            targetKb: route.targetKb,
            withinTarget: result.total <= route.targetKb,
            chartsLoaded: result.files.some((f) => f.hasEcharts),
            files: result.files,
          },
        ];
      }),
    ),
    landingJsGzipKb: landing.total,
    homeJsGzipKb: home.total,
  }),
);
