import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const BASELINE_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));
const OUTPUT_DIR = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** `UPDATE_SCREENSHOTS=1 node e2e/run.mjs e2e/specs/small-screens.spec.ts` writes the baselines anew. */
export const isUpdatingBaselines = process.env.UPDATE_SCREENSHOTS === '1';

// A pixel differs when a channel moves by more than this (anti-aliasing across Chromium builds moves
// less); a picture differs when more than this share of its pixels do (a moved or resized box, a wrap).
const CHANNEL_TOLERANCE = 48;
const MAX_DIFFERENT_SHARE = 0.01;

/** Baselines are stored at the highest compression (a few MB for all); the new picture alike. */
async function compressed(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

async function rawPixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Null when the screenshot matches its baseline (or the baseline was just written), else why not. */
export async function compareWithBaseline(name: string, screenshot: Buffer): Promise<string | null> {
  const baselineFile = join(BASELINE_DIR, `${name}.png`);
  const actual = await compressed(screenshot);
  if (isUpdatingBaselines) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselineFile, actual);
    return null;
  }
  if (!existsSync(baselineFile)) return `no baseline ${baselineFile}: run the spec with UPDATE_SCREENSHOTS=1 to write it`;

  const [expected, got] = await Promise.all([rawPixels(await sharp(baselineFile).toBuffer()), rawPixels(actual)]);
  const actualFile = join(OUTPUT_DIR, `${name}.actual.png`);
  const keep = (file: string, data: Buffer) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  if (expected.width !== got.width || expected.height !== got.height) {
    keep(actualFile, actual);
    return `${name}: ${got.width}×${got.height} px, the baseline is ${expected.width}×${expected.height} px (new picture: ${actualFile})`;
  }

  const diff = Buffer.alloc(got.data.length);
  let different = 0;
  for (let offset = 0; offset < got.data.length; offset += 4) {
    let moved = 0;
    for (let channel = 0; channel < 4; channel += 1) {
      moved = Math.max(moved, Math.abs(got.data[offset + channel]! - expected.data[offset + channel]!));
    }
    const isDifferent = moved > CHANNEL_TOLERANCE;
    if (isDifferent) different += 1;
    // The diff picture: differing pixels red over a faded copy of the baseline.
    diff[offset] = isDifferent ? 255 : 255 - (255 - expected.data[offset]!) / 4;
    diff[offset + 1] = isDifferent ? 0 : 255 - (255 - expected.data[offset + 1]!) / 4;
    diff[offset + 2] = isDifferent ? 0 : 255 - (255 - expected.data[offset + 2]!) / 4;
    diff[offset + 3] = 255;
  }
  const share = different / (got.width * got.height);
  if (share <= MAX_DIFFERENT_SHARE) return null;

  const diffFile = join(OUTPUT_DIR, `${name}.diff.png`);
  keep(actualFile, actual);
  keep(
    diffFile,
    await sharp(diff, { raw: { width: got.width, height: got.height, channels: 4 } })
      .png()
      .toBuffer(),
  );
  return `${name}: ${(share * 100).toFixed(2)} % of the pixels differ (at most ${MAX_DIFFERENT_SHARE * 100} %); new picture ${actualFile}, differences in red ${diffFile}`;
}
