import { DEFAULT_PRODUCT_TIME_ZONE, productTimeZone, setProductTimeZone } from '@finboard/domain/calendar';
import { formatDateTime } from '@finboard/domain/format';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProductTimeZone } from './product-time-zone';

const settings = (productTimeZone: string) => ({ welcomeVideoUrl: null, twoFactorRequiredFor: ['admin'], productTimeZone });

afterEach(() => {
  vi.unstubAllGlobals();
  setProductTimeZone(DEFAULT_PRODUCT_TIME_ZONE);
});

describe('the product time zone on the web', () => {
  it('comes from the server settings, and every date and time is written in it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(settings('Europe/London'))),
    );
    await loadProductTimeZone(new QueryClient());
    expect(productTimeZone()).toBe('Europe/London');
    expect(formatDateTime('2026-11-29T00:42:00.000Z')).toBe('29 Nov, 2026 12:42 AM');
  });

  it('stays New York when the settings cannot be read or name a zone the browser does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(settings('Mars/Olympus_Mons'))),
    );
    await loadProductTimeZone(new QueryClient());
    expect(productTimeZone()).toBe('America/New_York');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await loadProductTimeZone(new QueryClient());
    expect(formatDateTime('2026-11-29T00:42:00.000Z')).toBe('28 Nov, 2026 07:42 PM');
  });
});
