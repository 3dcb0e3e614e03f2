import { CLIENT_TYPES } from '@finboard/domain/profile';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ClientTypeChips } from './client-type-chips';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <ClientTypeChips value={value} onChange={setValue} />;
}

const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('value') ?? box.parentElement?.textContent);
const chip = (name: string) => screen.getByRole('checkbox', { name });

describe('ClientTypeChips', () => {
  it('shows the twelve chips in a labelled group', () => {
    renderPage(<Harness />);
    expect(screen.getByRole('group', { name: 'Client Types' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
  });

  it('All selects all twelve, and deselecting one type removes All', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(chip('All'));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(chip('Trust'));
    expect((chip('All') as HTMLInputElement).checked).toBe(false);
    expect((chip('Trust') as HTMLInputElement).checked).toBe(false);
    expect(checked()).toHaveLength(10);
  });

  it('selecting the eleventh type makes it all twelve', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial={CLIENT_TYPES.slice(0, 10)} />);
    expect((chip('All') as HTMLInputElement).checked).toBe(false);
    await user.click(chip(CLIENT_TYPES[10]));
    expect((chip('All') as HTMLInputElement).checked).toBe(true);
    await user.click(chip('All'));
    expect(checked()).toHaveLength(0);
  });
});
