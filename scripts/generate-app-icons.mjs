// Draws the installable app's icons (web app manifest) from the favicon's mark, with sharp (the
// api's image library). Run again after the mark changes: node scripts/generate-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const sharp = require('sharp');
const out = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

const MARK = '<path d="M9 22V10h12v3h-8.5v2.5H19v3h-6.5V22z" fill="#fff"/>';
// "any": rounded like the favicon. "maskable": full bleed, the mark inside the 80 % safe zone.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/>${MARK}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(icon.file, out).pathname);
  console.log(`apps/web/public/icons/${icon.file}`);
}
