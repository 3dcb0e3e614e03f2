import type { TAdminCalendar } from '@finboard/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { CalendarView } from './calendar-view';

afterEach(() => vi.unstubAllGlobals());

const NOVEMBER: TAdminCalendar = { month: '2026-11', range: { startDate: '2026-11-01', endDate: '2026-11-30' }, events: [] };

describe('the admin calendar', () => {
  it("starts its weeks on Sunday, as 'Trials ending this week' does: Nov 1, 2026 (a Sunday) is the first cell", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/admin/calendar': { body: NOVEMBER } }).fetchStub);
    renderPage(<CalendarView />, { url: '/admin/one', pattern: '/admin/one', user: makeUser({ role: 'admin' }) });
    const first = await screen.findByRole('group', { name: '2026-11-01' });
    const cells = [...(first.parentElement?.children ?? [])];
    expect(cells.slice(0, 7).map((cell) => cell.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // No blank before it: the 1st sits under Sunday.
    expect(cells.indexOf(first)).toBe(7);
  });
});
