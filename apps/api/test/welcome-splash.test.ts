import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, logIn, sessionUser, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const dismiss = (cookies?: string[], payload: Record<string, unknown> = {}) => t.request({ method: 'POST', url: '/api/me/welcome-seen', payload, cookies });

describe('the welcome splash (POST /api/me/welcome-seen)', () => {
  it('is unseen for a new user, and once dismissed it is seen from every session of that user only', async () => {
    const ada = await signUp(t);
    const grace = await signUp(t);
    expect((await sessionUser(t, ada.cookies))?.welcomeSeen).toBe(false);

    const response = await dismiss(ada.cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: { welcomeSeen: boolean } }>().user.welcomeSeen).toBe(true);

    // Another device: a fresh sign-in sees it remembered.
    const otherDevice = await logIn(t, ada.email, ada.password);
    expect((await sessionUser(t, otherDevice))?.welcomeSeen).toBe(true);
    expect((await sessionUser(t, grace.cookies))?.welcomeSeen).toBe(false);
  });

  it('keeps the first time when pressed again', async () => {
    const ada = await signUp(t);
    expect((await dismiss(ada.cookies)).statusCode).toBe(200);
    expect((await dismiss(ada.cookies)).statusCode).toBe(200);
    expect((await sessionUser(t, ada.cookies))?.welcomeSeen).toBe(true);
  });

  it('refuses anyone signed out, and a body with fields', async () => {
    expectError(await dismiss(undefined), 401, 'UNAUTHENTICATED');
    const ada = await signUp(t);
    expectError(await dismiss(ada.cookies, { userId: 'someone-else' }), 400, 'VALIDATION');
    expect((await sessionUser(t, ada.cookies))?.welcomeSeen).toBe(false);
  });
});

describe("the splash's video setting (GET /api/app-settings)", () => {
  it('is null until WELCOME_VIDEO_URL is set', async () => {
    const response = await t.request({ method: 'GET', url: '/api/app-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ welcomeVideoUrl: null });
  });

  it("answers the configured address to anyone, and the CSP lets that origin's video play", async () => {
    const withVideo = await createTestApp({ WELCOME_VIDEO_URL: 'https://videos.example.com/welcome.mp4' });
    try {
      const response = await withVideo.request({ method: 'GET', url: '/api/app-settings' });
      expect(response.json()).toMatchObject({ welcomeVideoUrl: 'https://videos.example.com/welcome.mp4' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("media-src 'self' https://videos.example.com");
      expect(csp).toContain("frame-src 'self' https://videos.example.com");
    } finally {
      await withVideo.close();
    }
  }, 60_000);
});
