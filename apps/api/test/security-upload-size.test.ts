import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { storedFiles } from '@finboard/db';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, scenarioApi } from './scenario-test-helpers';
import { createTestApp, expectError, multipartBody, signUp, type TestApp } from './test-app';

// Security item 4: an upload over UPLOAD_MAX_BYTES is always 413, never cut to the limit and kept.
const LIMIT = 2048;
const OVER_LIMIT = [LIMIT + 1, LIMIT + 1000, 2 * LIMIT];
const ROUNDS = 30;

let t: TestApp;
let dataDir: string;
let cookies: string[];
let scenarioId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-upload-size-'));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(LIMIT) });
  ({ cookies } = await signUp(t, { role: 'client' }));
  scenarioId = (await ok(scenarioApi(t).create(cookies, { name: 'Pictures' }), 201)).scenario.id;
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A valid PNG padded with zeros after its end to exactly `size` bytes. Decoders ignore the padding,
 * so the first LIMIT bytes of an oversized one are still a valid image: keeping a cut file would succeed.
 */
async function paddedPng(size: number) {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  expect(png.length).toBeLessThan(LIMIT);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

const routes = {
  'profile photo': () => '/api/profile/images/photo',
  'scenario thumbnail': () => `/api/scenarios/${scenarioId}/thumbnails`,
};

/**
 * Sends the file whole, or as a stream cut where the file reaches the limit: the reader then takes
 * exactly LIMIT bytes before the rest arrives, which is the window in which a cut file slipped through.
 */
function upload(url: string, bytes: Buffer, { splitAtLimit = false } = {}) {
  const { payload, headers } = multipartBody([{ name: 'file', value: bytes, filename: 'picture.png', contentType: 'image/png' }]);
  if (!splitAtLimit) return t.request({ method: 'POST', url, cookies, payload, headers });
  const cut = payload.indexOf(bytes) + LIMIT;
  async function* chunks() {
    yield payload.subarray(0, cut);
    await setImmediate();
    yield payload.subarray(cut);
  }
  return t.request({ method: 'POST', url, cookies, payload: Readable.from(chunks()), headers: { ...headers, 'content-length': String(payload.length) } });
}

async function countFiles() {
  const [row] = await t.database.db.select({ n: count() }).from(storedFiles);
  return Number(row?.n ?? 0);
}
const fileIds = async () => new Set((await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id));

describe.each(Object.entries(routes))('%s upload size limit', (_label, url) => {
  it(`over the limit → 413 every time (${ROUNDS} rounds of ${OVER_LIMIT.join(', ')} bytes); nothing stored`, async () => {
    const before = await countFiles();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const size of OVER_LIMIT) {
        for (const splitAtLimit of [false, true]) {
          expectError(await upload(url(), await paddedPng(size), { splitAtLimit }), 413, 'PAYLOAD_TOO_LARGE');
        }
      }
    }
    expect(await countFiles()).toBe(before);
  });

  it('exactly at the limit and one byte under it → accepted, one new file stored', async () => {
    for (const size of [LIMIT, LIMIT - 1]) {
      const before = await fileIds();
      const response = await upload(url(), await paddedPng(size));
      expect(response.statusCode, response.body).toBe(200);
      // A replaced profile photo is deleted, so compare ids rather than counts.
      expect([...(await fileIds())].filter((id) => !before.has(id))).toHaveLength(1);
    }
  });
});
