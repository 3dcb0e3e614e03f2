import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { Component } from './sample-booking';

vi.mock('../../../components/charts/bar-chart', () => ({
  BarChart: ({ label, bars }: { label: string; bars: { category: string; value: number }[] }) => (
    <div aria-label={label}>{bars.map((bar) => `${bar.category}:${bar.value}`).join(' ')}</div>
  ),
}));

describe('/admin/samples/booking', () => {
  it('is labelled as a sample dashboard and shows its static tiles and chart', () => {
    renderPage(<Component />, { url: '/admin/samples/booking', user: makeUser({ role: 'admin' }) });
    expect(screen.getByText('Sample dashboard: static example data, not connected to Finboard')).toBeTruthy();
    for (const [label, value] of [
      ['Bookings this month', '534'],
      ['Occupancy', '82%'],
      ['Average nightly rate', '$149'],
      ['Cancellations', '23'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeTruthy();
    }
    expect(screen.getByLabelText('Sample bookings by month').textContent).toMatch(/^\w+:\d+( \w+:\d+)+$/);
  });
});
