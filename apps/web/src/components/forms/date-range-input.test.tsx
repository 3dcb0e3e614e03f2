import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { DateRangeInput } from './date-range-input';

describe('DateRangeInput', () => {
  it("shows a range as 'MM/DD/YY ~ MM/DD/YY' under its name", () => {
    renderPage(<DateRangeInput label="Date range" value={['2024-03-05', '2024-04-01']} onChange={() => {}} maxDate="2024-04-01" />);
    expect(screen.getByRole('button', { name: 'Date range: 03/05/24 ~ 04/01/24' }).textContent).toContain('03/05/24 ~ 04/01/24');
  });

  it('shows the placeholder while nothing is picked', () => {
    renderPage(<DateRangeInput label="Custom range" placeholder="Custom" value={[null, null]} onChange={() => {}} maxDate="2024-04-01" />);
    expect(screen.getByRole('button', { name: 'Custom range' }).textContent).toContain('Custom');
  });
});
