import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { Component as AlertsOffPage } from './alerts-off';

afterEach(() => vi.unstubAllGlobals());

describe('/alerts/off', () => {
  it('asks first, then turns the alert off with the link’s token, signed out', async () => {
    const stub = stubFetch({ 'POST /api/alerts/off': { body: { channel: 'email' } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AlertsOffPage />, { url: '/alerts/off?token=abc.def' });
    expect(stub.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    await screen.findByRole('heading', { name: 'Email alerts are off' });
    expect(stub.calls.map((call) => ({ url: call.url, body: call.body }))).toEqual([{ url: '/api/alerts/off', body: { token: 'abc.def' } }]);
  });

  it("shows the server's refusal of a link it did not sign", async () => {
    const message = 'This link is not valid. You can turn alerts off in your profile.';
    const stub = stubFetch({ 'POST /api/alerts/off': { status: 400, body: { error: { code: 'VALIDATION', message, requestId: 'r1', field: 'token' } } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AlertsOffPage />, { url: '/alerts/off?token=forged' });
    await userEvent.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says a link without its token is not complete, with nothing to press', () => {
    renderPage(<AlertsOffPage />, { url: '/alerts/off' });
    expect(screen.getByRole('alert').textContent).toContain('This link is not complete.');
    expect(screen.queryByRole('button', { name: 'Turn off alerts' })).toBeNull();
  });
});
