import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { storedFiles } from '@finboard/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor } from './directory-helpers';
import { createTestApp, expectError, type MultipartPart, multipartBody, signUp, TEST_ORIGIN, type TestApp } from './test-app';

/** Small enough that a noisy 200×200 JPEG is over it, large enough for every other test image. */
const MAX_BYTES = 20_000;
const IMAGE_REJECTED = 'Please upload an image file (JPEG, PNG, WebP or GIF).';
const HTML = '<html><body><script>alert(1)</script></body></html>';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-uploads-'));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Session = Awaited<ReturnType<typeof signUp>>;
type Purpose = 'photo' | 'company-logo' | 'identity-front' | 'identity-back';

// ---- images -------------------------------------------------------------------------------

const solid = (width = 64, height = 64, background = '#336699') => sharp({ create: { width, height, channels: 3, background } });
const jpeg = (width?: number, height?: number, background?: string) => solid(width, height, background).jpeg().toBuffer();

/** A camera photo: Make, GPS position and a sideways orientation in its EXIF. */
const GPS_EXIF = {
  IFD0: { Make: 'SpyCam', Model: 'Model-X', ImageDescription: 'home sweet home' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' },
};
const cameraPhoto = () => solid(64, 32).jpeg().withMetadata({ orientation: 6 }).withExifMerge(GPS_EXIF).toBuffer();

/** A valid 200×200 JPEG of noise: well over MAX_BYTES. */
function noisyJpeg() {
  const pixels = Buffer.alloc(200 * 200 * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919 + (index >> 3) * 104729) % 251;
  return sharp(pixels, { raw: { width: 200, height: 200, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** A JPEG with HTML in a comment (COM) segment straight after the start-of-image marker: still a valid JPEG. */
function jpegWithHtmlComment(image: Buffer) {
  const text = Buffer.from(HTML, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), segment, text, image.subarray(2)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny PNG whose header claims 30000×30000 pixels: a decompression bomb. */
async function pngBomb() {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4), ..., CRC over type+data at 29.
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

// ---- requests -----------------------------------------------------------------------------

interface UploadOptions {
  filename?: string;
  contentType?: string;
  fieldName?: string;
  /** Form fields sent before the file part. */
  fields?: Record<string, string>;
}

function uploadBody(bytes: Buffer, options: UploadOptions = {}) {
  const parts: MultipartPart[] = Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value }));
  parts.push({
    name: options.fieldName ?? 'file',
    value: bytes,
    filename: options.filename ?? 'picture.jpg',
    contentType: options.contentType ?? 'image/jpeg',
  });
  return multipartBody(parts);
}

const upload = (cookies: string[] | undefined, purpose: string, bytes: Buffer, options?: UploadOptions) =>
  t.request({ method: 'POST', url: `/api/profile/images/${purpose}`, cookies, ...uploadBody(bytes, options) });

async function uploadOk(cookies: string[], purpose: Purpose, bytes: Buffer, options?: UploadOptions) {
  const response = await upload(cookies, purpose, bytes, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profile;
}

const download = (url: string, cookies?: string[]) => t.request({ method: 'GET', url, cookies });

async function downloadOk(url: string, cookies?: string[]) {
  const response = await download(url, cookies);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response;
}

const getProfile = async (cookies: string[]) => (await t.request({ method: 'GET', url: '/api/profile', cookies })).json().profile;
const patch = (cookies: string[], payload: unknown) => t.request({ method: 'PATCH', url: '/api/profile', payload: payload as object, cookies });

/** Every file under the storage folder, relative to DATA_DIR. */
function storedPaths(root = dataDir): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? storedPaths(path) : [relative(dataDir, path)];
  });
}
const userFiles = (userId: string) => storedPaths().filter((path) => path.startsWith(join('files', userId)));
const fileIdOf = (url: string) => url.replace('/api/files/', '');

function expectPrivateImageHeaders(response: { headers: Record<string, unknown> }, contentType = 'image/jpeg') {
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[a-z_]+\.(jpg|png)"$/);
  expect(String(response.headers['content-security-policy'])).toContain('sandbox');
}

let client: Session;
let otherClient: Session;
let advisor: Session;
beforeAll(async () => {
  // A listed advisor (onboarding finished): its public profile is anyone's to read, its identity never.
  [client, otherClient, advisor] = [await signUp(t), await signUp(t), await createAdvisor(t)];
});

// ---- tests --------------------------------------------------------------------------------

describe('POST /api/profile/images/photo', () => {
  it('stores a re-encoded JPEG under a url of ours; the owner gets it back as a private image', async () => {
    const { user, cookies } = await signUp(t);
    const profile = await uploadOk(cookies, 'photo', await jpeg(), { filename: 'me.png', contentType: 'image/png' });
    expect(profile.photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(await getProfile(cookies)).toEqual(profile);

    const response = await downloadOk(profile.photoUrl, cookies);
    expectPrivateImageHeaders(response);
    expect(response.headers['content-disposition']).toBe('attachment; filename="photo.jpg"');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
    expect(userFiles(user.id)).toEqual([join('files', user.id, `${fileIdOf(profile.photoUrl)}.jpg`)]);
  });

  it('PNG, WebP and GIF are accepted and become JPEG; a large photo is scaled to 512 pixels at most', async () => {
    const { cookies } = await signUp(t);
    for (const bytes of [await solid().png().toBuffer(), await solid().webp().toBuffer(), await solid().gif().toBuffer(), await jpeg(2400, 800)]) {
      const { photoUrl } = await uploadOk(cookies, 'photo', bytes);
      const served = await downloadOk(photoUrl, cookies);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    }
  });

  it('GPS and every other EXIF tag are stripped (the orientation is applied first)', async () => {
    const { user, cookies } = await signUp(t);
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag 0x8825
    expect(before.orientation).toBe(6);
    expect(original.includes('SpyCam')).toBe(true);

    const { photoUrl } = await uploadOk(cookies, 'photo', original);
    const served = (await downloadOk(photoUrl, cookies)).rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([32, 64]);
    for (const text of ['SpyCam', 'Model-X', 'home sweet home', 'GPS', 'Exif']) expect(served.includes(text)).toBe(false);

    // The bytes at rest are the clean ones too.
    const [path] = userFiles(user.id);
    expect((await sharp(readFileSync(join(dataDir, path as string))).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['plain text named .jpg', async () => Buffer.from('hello, I am not an image'), 'photo.jpg', 'image/jpeg'],
    ['an HTML page named .jpg', async () => Buffer.from(HTML), 'photo.jpg', 'image/jpeg'],
    ['an SVG with a script', async () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), 'photo.svg', 'image/svg+xml'],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'photo.pdf', 'application/pdf'],
    ['an empty file', async () => Buffer.alloc(0), 'photo.jpg', 'image/jpeg'],
    [
      'JPEG magic followed by garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage'.repeat(50))]),
      'photo.jpg',
      'image/jpeg',
    ],
    ['a truncated JPEG', async () => (await jpeg()).subarray(0, 40), 'photo.jpg', 'image/jpeg'],
  ])('a non-image (%s) → 400 on field file; nothing stored', async (_label, make, filename, contentType) => {
    const before = await getProfile(client.cookies);
    const error = expectError(await upload(client.cookies, 'photo', await make(), { filename, contentType }), 400, 'VALIDATION');
    expect(error).toMatchObject({ field: 'file', message: IMAGE_REJECTED });
    expect(await getProfile(client.cookies)).toEqual(before);
    expect(userFiles(client.user.id)).toEqual([]);
  });

  it('a decompression bomb (a tiny PNG claiming 30000×30000 pixels) → 400', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    expect(expectError(await upload(client.cookies, 'photo', bomb), 400, 'VALIDATION').field).toBe('file');
    expect(userFiles(client.user.id)).toEqual([]);
  });

  it('an oversized file → 413; nothing stored', async () => {
    const big = await noisyJpeg();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    expect((await sharp(big).metadata()).format).toBe('jpeg');
    expectError(await upload(client.cookies, 'photo', big), 413, 'PAYLOAD_TOO_LARGE');
    expect((await getProfile(client.cookies)).photoUrl).toBeNull();
    expect(userFiles(client.user.id)).toEqual([]);
    // Far past the limit, too.
    expectError(await upload(client.cookies, 'identity-front', Buffer.concat([big, big, big, big, big])), 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['HTML appended after the JPEG', async () => Buffer.concat([await jpeg(), Buffer.from(HTML)])],
    ['HTML inside a JPEG comment segment', async () => jpegWithHtmlComment(await jpeg())],
    [
      'HTML in an EXIF description',
      async () =>
        solid()
          .jpeg()
          .withExif({ IFD0: { ImageDescription: HTML } })
          .toBuffer(),
    ],
  ])('a JPEG-plus-HTML polyglot (%s) is re-encoded: never served as HTML', async (_label, make) => {
    const { cookies } = await signUp(t);
    const polyglot = await make();
    expect(polyglot.includes('<script')).toBe(true);
    const { photoUrl } = await uploadOk(cookies, 'photo', polyglot, { filename: 'page.html', contentType: 'text/html' });
    const served = await downloadOk(photoUrl, cookies);
    expectPrivateImageHeaders(served);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect(served.rawPayload.includes('alert(1)')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it.each([
    '../../../../../../tmp/finboard-evil-upload.jpg',
    '..\\..\\..\\finboard-evil-upload.jpg',
    '/etc/passwd',
    '....//....//finboard-evil-upload.jpg',
    '%2e%2e%2f%2e%2e%2ffinboard-evil-upload.jpg',
  ])('a path-traversal file name (%s) is ignored: the file lands under our own key', async (filename) => {
    const { user, cookies } = await signUp(t);
    const { photoUrl } = await uploadOk(cookies, 'photo', await jpeg(), { filename });
    const id = fileIdOf(photoUrl);
    expect(storedPaths().filter((path) => path.includes('evil') || path.includes('passwd'))).toEqual([]);
    expect(existsSync('/tmp/finboard-evil-upload.jpg')).toBe(false);
    expect(userFiles(user.id)).toEqual([join('files', user.id, `${id}.jpg`)]);
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row?.storageKey).toBe(`${user.id}/${id}.jpg`);
    const served = await downloadOk(photoUrl, cookies);
    expect(served.headers['content-disposition']).toBe('attachment; filename="photo.jpg"');
  });

  it('replacing a photo deletes the old file: its url → 404, and it is gone from storage', async () => {
    const { user, cookies } = await signUp(t);
    const first = (await uploadOk(cookies, 'photo', await jpeg(64, 64, '#ff0000'))).photoUrl;
    const second = (await uploadOk(cookies, 'photo', await jpeg(64, 64, '#00ff00'))).photoUrl;
    expect(second).not.toBe(first);
    expectError(await download(first, cookies), 404, 'NOT_FOUND');
    await downloadOk(second, cookies);
    expect(userFiles(user.id)).toEqual([join('files', user.id, `${fileIdOf(second)}.jpg`)]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id))).toHaveLength(1);
  });

  it('DELETE empties the slot and deletes the file', async () => {
    const { user, cookies } = await signUp(t);
    const { photoUrl } = await uploadOk(cookies, 'photo', await jpeg());
    const response = await t.request({ method: 'DELETE', url: '/api/profile/images/photo', cookies });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile.photoUrl).toBeNull();
    expectError(await download(photoUrl, cookies), 404, 'NOT_FOUND');
    expect(userFiles(user.id)).toEqual([]);
  });
});

describe('who may read a file', () => {
  let clientPhoto: string;
  let advisorPhoto: string;
  let advisorIdentity: string;
  beforeAll(async () => {
    clientPhoto = (await uploadOk(otherClient.cookies, 'photo', await jpeg())).photoUrl;
    advisorPhoto = (await uploadOk(advisor.cookies, 'photo', await jpeg())).photoUrl;
    advisorIdentity = (await uploadOk(advisor.cookies, 'identity-front', await jpeg(), { fields: { expiryDate: '2031-03-03' } })).identity.front.imageUrl;
  });

  const nonexistent = `/api/files/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
  async function expectLikeNonexistent(url: string, cookies?: string[]) {
    const theirs = expectError(await download(url, cookies), 404, 'NOT_FOUND');
    const nobodys = expectError(await download(nonexistent, cookies), 404, 'NOT_FOUND');
    expect({ ...theirs, requestId: null }).toEqual({ ...nobodys, requestId: null });
  }

  it("another user's identity image → 404, exactly as for a file that does not exist: for a client, an advisor, a visitor", async () => {
    const { cookies } = await signUp(t);
    const identity = (await uploadOk(cookies, 'identity-front', await jpeg())).identity.front.imageUrl;
    await downloadOk(identity, cookies);
    for (const viewer of [client.cookies, advisor.cookies, undefined]) await expectLikeNonexistent(identity, viewer);
  });

  it("an advisor's identity image is never served to anyone else either, and its public profile has no identity", async () => {
    await downloadOk(advisorIdentity, advisor.cookies);
    for (const viewer of [client.cookies, otherClient.cookies, undefined]) await expectLikeNonexistent(advisorIdentity, viewer);
    const response = await t.request({ method: 'GET', url: `/api/advisors/${advisor.user.id}/profile`, cookies: client.cookies });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile.identity).toBeNull();
    expect(response.body).not.toContain(fileIdOf(advisorIdentity));
    expect(response.body).not.toContain('2031-03-03');
  });

  it("another user's (client's) photo → 404, the same as a file that does not exist", async () => {
    await downloadOk(clientPhoto, otherClient.cookies);
    for (const viewer of [client.cookies, advisor.cookies, undefined]) await expectLikeNonexistent(clientPhoto, viewer);
  });

  it("an advisor's photo is public (the directory shows it), still as a no-store attachment", async () => {
    for (const viewer of [client.cookies, undefined]) expectPrivateImageHeaders(await downloadOk(advisorPhoto, viewer));
  });

  it('a file id that is not a uuid → 400; a traversal attempt in the id is never a file', async () => {
    expectError(await download('/api/files/not-a-uuid', client.cookies), 400, 'VALIDATION');
    for (const url of [
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      `/api/files/${fileIdOf(clientPhoto)}.jpg`,
      `/api/files/${fileIdOf(clientPhoto)}%2F..%2F..%2F..%2Fetc%2Fpasswd`,
    ]) {
      expectError(await download(url, client.cookies), 400, 'VALIDATION');
    }
    // An unencoded ../ is resolved before routing (as a browser does): it leaves /api/files entirely.
    const resolved = await download('/api/files/../../etc/passwd', client.cookies);
    expect(String(resolved.headers['content-type'])).not.toMatch(/^image\//);
    expect(resolved.body).not.toContain('root:');
  });
});

describe('identity images', () => {
  it('served only to the owner, as a no-store attachment; the expiry field is saved with the image', async () => {
    const { cookies } = await signUp(t);
    const profile = await uploadOk(cookies, 'identity-front', await cameraPhoto(), { fields: { expiryDate: '2030-05-05' } });
    expect(profile.identity.front).toEqual({ imageUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/), expiryDate: '2030-05-05' });
    expect(profile.identity.back).toEqual({ imageUrl: null, expiryDate: null });
    const served = await downloadOk(profile.identity.front.imageUrl, cookies);
    expectPrivateImageHeaders(served);
    expect(served.headers['content-disposition']).toBe('attachment; filename="identity_front.jpg"');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('a new image without an expiry keeps the saved expiry; the old image is deleted', async () => {
    const { cookies } = await signUp(t);
    const first = (await uploadOk(cookies, 'identity-back', await jpeg(), { fields: { expiryDate: '2029-09-09' } })).identity.back;
    const second = (await uploadOk(cookies, 'identity-back', await jpeg(64, 64, '#123456'))).identity.back;
    expect(second.expiryDate).toBe('2029-09-09');
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expectError(await download(first.imageUrl, cookies), 404, 'NOT_FOUND');
  });

  it.each(['2030-02-30', '05-05-2030', 'soon'])('an expiry of %j → 400 on expiryDate; nothing stored', async (expiryDate) => {
    const error = expectError(await upload(client.cookies, 'identity-front', await jpeg(), { fields: { expiryDate } }), 400, 'VALIDATION');
    expect(error.field).toBe('expiryDate');
    expect((await getProfile(client.cookies)).identity.front).toEqual({ imageUrl: null, expiryDate: null });
    expect(userFiles(client.user.id)).toEqual([]);
  });

  it('an empty-string identity side clears its image and its expiry (the image is deleted); null does too; the other side stays', async () => {
    const { user, cookies } = await signUp(t);
    const front = (await uploadOk(cookies, 'identity-front', await jpeg(), { fields: { expiryDate: '2030-01-01' } })).identity.front;
    const back = (await uploadOk(cookies, 'identity-back', await jpeg(), { fields: { expiryDate: '2030-12-31' } })).identity.back;

    let response = await patch(cookies, { identity: { front: '' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile.identity).toEqual({ front: { imageUrl: null, expiryDate: null }, back });
    expectError(await download(front.imageUrl, cookies), 404, 'NOT_FOUND');
    expect(userFiles(user.id)).toEqual([join('files', user.id, `${fileIdOf(back.imageUrl)}.jpg`)]);

    response = await patch(cookies, { identity: { back: null } });
    expect(response.json().profile.identity).toEqual({ front: { imageUrl: null, expiryDate: null }, back: { imageUrl: null, expiryDate: null } });
    expectError(await download(back.imageUrl, cookies), 404, 'NOT_FOUND');
    expect(userFiles(user.id)).toEqual([]);
  });

  it('a PATCH that only changes the expiry keeps the image', async () => {
    const { cookies } = await signUp(t);
    const front = (await uploadOk(cookies, 'identity-front', await jpeg(), { fields: { expiryDate: '2030-01-01' } })).identity.front;
    const response = await patch(cookies, { identity: { front: { expiryDate: '2035-06-30' } } });
    expect(response.json().profile.identity.front).toEqual({ imageUrl: front.imageUrl, expiryDate: '2035-06-30' });
    await downloadOk(front.imageUrl, cookies);
  });
});

describe('company logo (advisors only)', () => {
  it('a client → 403, nothing stored', async () => {
    expectError(await upload(client.cookies, 'company-logo', await solid().png().toBuffer()), 403, 'FORBIDDEN');
    expect((await getProfile(client.cookies)).companyLogoUrl).toBeNull();
    expect(userFiles(client.user.id)).toEqual([]);
  });

  it('an advisor: stored as PNG (transparency kept), public, inline, sandboxed', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    const logo = await sharp({ create: { width: 80, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { companyLogoUrl } = await uploadOk(cookies, 'company-logo', Buffer.concat([logo, Buffer.from(HTML)]));
    expect(companyLogoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    for (const viewer of [cookies, client.cookies, undefined]) {
      const served = await downloadOk(companyLogoUrl, viewer);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe('inline; filename="company_logo.png"');
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      expect(String(served.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
      expect(served.rawPayload.includes('<script')).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 80, height: 40 });
    }
  });
});

describe('the upload route and its guards', () => {
  it('without the same-origin Origin header → 403; from another origin → 403; nothing stored', async () => {
    const body = uploadBody(await jpeg());
    const cookie = client.cookies.join('; ');
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/profile/images/photo', payload: body.payload, headers: { ...body.headers, cookie } });
    expectError(noOrigin, 403, 'FORBIDDEN');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/profile/images/photo',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: 'https://evil.example' },
    });
    expectError(crossSite, 403, 'FORBIDDEN');
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/profile/images/photo',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: 'null' },
    });
    expectError(nullOrigin, 403, 'FORBIDDEN');
    expect((await getProfile(client.cookies)).photoUrl).toBeNull();
    expect(userFiles(client.user.id)).toEqual([]);
    // The same request from our origin works (so the refusal was the Origin's doing).
    expect(TEST_ORIGIN).toBe('http://localhost:3000');
    const { user, cookies } = await signUp(t);
    await uploadOk(cookies, 'photo', await jpeg());
    expect(userFiles(user.id)).toHaveLength(1);
  });

  it('DELETE without the Origin header → 403 and the image stays', async () => {
    const { cookies } = await signUp(t);
    const { photoUrl } = await uploadOk(cookies, 'photo', await jpeg());
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/profile/images/photo', headers: { cookie: cookies.join('; ') } }), 403, 'FORBIDDEN');
    expect((await getProfile(cookies)).photoUrl).toBe(photoUrl);
  });

  it('multipart is accepted only on the upload route: elsewhere → 415', async () => {
    const body = multipartBody([{ name: 'contact', value: '{}' }]);
    for (const [method, url] of [
      ['PATCH', '/api/profile'],
      ['POST', '/api/onboarding/financial-freedom'],
      ['POST', '/api/onboarding/advisor'],
      ['PUT', '/api/onboarding/client'],
      ['DELETE', '/api/profile/images/photo'],
    ] as const) {
      expectError(await t.request({ method, url, cookies: client.cookies, ...body }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('the upload route refuses JSON (400 on file), a form or text (415)', async () => {
    const base64 = (await jpeg()).toString('base64');
    const json = await t.request({ method: 'POST', url: '/api/profile/images/photo', cookies: client.cookies, payload: { file: base64 } });
    expect(expectError(json, 400, 'VALIDATION').field).toBe('file');
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'image/jpeg']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/profile/images/photo',
        cookies: client.cookies,
        payload: base64,
        headers: { 'content-type': contentType },
      });
      expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect(userFiles(client.user.id)).toEqual([]);
  });

  it('the file must be in a field named file; a form without a file → 400', async () => {
    expect(expectError(await upload(client.cookies, 'photo', await jpeg(), { fieldName: 'photo' }), 400, 'VALIDATION').field).toBe('file');
    const fieldsOnly = multipartBody([{ name: 'expiryDate', value: '2030-01-01' }]);
    expect(
      expectError(await t.request({ method: 'POST', url: '/api/profile/images/photo', cookies: client.cookies, ...fieldsOnly }), 400, 'VALIDATION').field,
    ).toBe('file');
    expect(userFiles(client.user.id)).toEqual([]);
  });

  it('an unknown purpose → 400; signed out → 401', async () => {
    expectError(await upload(client.cookies, 'passport', await jpeg()), 400, 'VALIDATION');
    expectError(await upload(client.cookies, '..%2F..%2Fphoto', await jpeg()), 400, 'VALIDATION');
    expectError(await upload(undefined, 'photo', await jpeg()), 401, 'UNAUTHENTICATED');
    expectError(await t.request({ method: 'DELETE', url: '/api/profile/images/photo' }), 401, 'UNAUTHENTICATED');
    expect(userFiles(client.user.id)).toEqual([]);
  });
});
