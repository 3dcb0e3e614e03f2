import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { Component } from './sample-fitness';

vi.mock('../../../components/charts/bar-chart', () => ({
  BarChart: ({ label, bars }: { label: string; bars: { category: string; value: number }[] }) => (
    <div aria-label={label}>{bars.map((bar) => `${bar.category}:${bar.value}`).join(' ')}</div>
  ),
}));

describe('/admin/samples/fitness', () => {
  it('is labelled as a sample dashboard and shows its static tiles and chart', () => {
    renderPage(<Component />, { url: '/admin/samples/fitness', user: makeUser({ role: 'admin' }) });
    expect(screen.getByText('Sample dashboard: static example data, not connected to Finboard')).toBeTruthy();
    for (const [label, value] of [
      ['Active members', '1,248'],
      ['Average workout', '42 min'],
      ['Class attendance', '78%'],
      ['Calories burned this week', '386,400'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeTruthy();
    }
    expect(screen.getByLabelText('Sample workouts by day').textContent).toMatch(/^\w+:\d+( \w+:\d+)+$/);
  });
});
