import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { AdvisorCategoriesSelect, normalizeCategories } from './advisor-categories-select';

function Harness({ initial = [], onChange }: { initial?: string[]; onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <AdvisorCategoriesSelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** The chosen categories as the field shows them (Mantine's pills). */
const pills = () => Array.from(field().closest('.mantine-PillGroup-group')?.querySelectorAll('.mantine-Pill-label') ?? []).map((pill) => pill.textContent);
const field = () => screen.getByRole('combobox', { name: 'Advisor Categories' });

describe('AdvisorCategoriesSelect', () => {
  it('lists the eleven categories by name and acronym, JD as Attorney', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(field());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(11);
    expect(options[0]).toBe('Financial Planner (CFP)');
    expect(options).toContain('Attorney (JD)');
    expect(options).toContain('Investment Counselor (CIC)');
  });

  it('sends acronyms in the list order, and shows what was saved', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Harness initial={['CPA']} onChange={onChange} />);
    expect(pills()).toEqual(['Public Accountant (CPA)']);
    await user.click(field());
    await user.click(await screen.findByRole('option', { name: 'Attorney (JD)' }));
    expect(onChange).toHaveBeenLastCalledWith(['CPA', 'JD']);
    await user.click(screen.getByRole('option', { name: 'Financial Planner (CFP)' }));
    expect(onChange).toHaveBeenLastCalledWith(['CFP', 'CPA', 'JD']);
    // Choosing a picked option again takes it away.
    await user.click(screen.getByRole('option', { name: 'Public Accountant (CPA)' }));
    expect(onChange).toHaveBeenLastCalledWith(['CFP', 'JD']);
    expect(pills()).toEqual(['Financial Planner (CFP)', 'Attorney (JD)']);
  });

  it('finds a category by typing part of its name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} />);
    await user.type(field(), 'attor');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Attorney (JD)']);
    await user.click(options[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(['JD']);
  });
});

describe('normalizeCategories', () => {
  it('keeps known acronyms once, in canonical case and list order', () => {
    expect(normalizeCategories(['jd', 'CFP', 'cfp', 'XYZ'])).toEqual(['CFP', 'JD']);
    expect(normalizeCategories(undefined)).toEqual([]);
  });
});
