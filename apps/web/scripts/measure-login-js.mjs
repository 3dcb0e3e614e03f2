// Sums the gzip size of the JavaScript the /login page needs on first load: the entry chunk, the
// lazy modules its routes match (auth layout, login page) and every chunk they statically import.
// Run after `vite build`: node apps/web/scripts/measure-login-js.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const roots = ['index.html', 'src/app/layouts/auth-layout.tsx', 'src/app/routes/auth/login.tsx'];

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) visit(child);
}
roots.forEach(visit);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  total gzip JS for /login`);
const echarts = rows.some(([file]) => /echarts/i.test(file));
console.log(echarts ? 'WARNING: an echarts chunk is in the login bundle' : 'no echarts chunk in the login bundle');
