import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { DateField } from './date-field';

function Birthday({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  const change = (next: string | null) => {
    setValue(next);
    onChange(next);
  };
  return <DateField label="My Birthday" value={value} onChange={change} maxDate="2026-11-29" yearDropdown />;
}

// Spec 02 §9: 'Birthday min 1900-01-01; year dropdown 50 items.'
describe('the birthday picker', () => {
  it('has a year dropdown of 50 items that moves the birthday to the chosen year', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Birthday initial="1980-05-17" onChange={onChange} />);
    const year = screen.getByRole<HTMLInputElement>('combobox', { name: 'My Birthday year' });
    expect(year.value).toBe('1980');
    await user.click(year);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(50);
    expect([options[0]?.textContent, options.at(-1)?.textContent]).toEqual(['2004', '1955']);
    await user.click(screen.getByRole('option', { name: '1975' }));
    expect(onChange).toHaveBeenLastCalledWith('1975-05-17');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'My Birthday' }).value).toBe('05-17-1975');
  });

  it('offers the 50 latest years before a birthday is chosen, and chooses no date by itself', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Birthday initial={null} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'My Birthday year' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect([options.length, options[0]?.textContent, options.at(-1)?.textContent]).toEqual([50, '2026', '1977']);
    await user.click(screen.getByRole('option', { name: '1990' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no year dropdown where it is not a birthday', () => {
    renderPage(<DateField label="Exam Date" value={null} onChange={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: 'Exam Date year' })).toBeNull();
  });
});
