import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { ChecklistPopover } from './checklist-popover';

const OPTIONS = [
  { id: 'a', label: 'Alpha Bank' },
  { id: 'b', label: 'Beta Bank', description: 'Checking, Savings' },
  { id: 'c', label: 'Gamma Bank' },
];

function Harness({ initial = null, onApply }: { initial?: string[] | null; onApply: (selected: string[] | null) => void }) {
  const [selected, setSelected] = useState<string[] | null>(initial);
  const apply = (next: string[] | null) => {
    onApply(next);
    setSelected(next);
  };
  const label = selected === null ? 'All' : `${selected.length} chosen`;
  return <ChecklistPopover buttonLabel={label} options={OPTIONS} selected={selected} onApply={apply} applyLabel="Apply" groupLabel="Banks" />;
}

const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('ChecklistPopover', () => {
  it('opens with every option ticked when all are applied, and applies null for all', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderPage(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('group', { name: 'Banks' })).toBeTruthy();
    expect([box('Select All'), box('Alpha Bank'), box(/Beta Bank/), box('Gamma Bank')].every((input) => input.checked)).toBe(true);
    expect(screen.getByText('Checking, Savings')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
  });

  it('keeps Apply disabled while none is ticked and applies the ticked ids in the options’ order', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderPage(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'All' }));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await user.click(box('Select All'));
    expect(apply).toHaveProperty('disabled', true);
    await user.click(box('Gamma Bank'));
    await user.click(box('Alpha Bank'));
    expect(box('Select All').indeterminate).toBe(true);
    await user.click(apply);
    expect(onApply).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('button', { name: '2 chosen' })).toBeTruthy();
  });

  it('reopens with the applied choice, dropping ticks that were never applied', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderPage(<Harness initial={['b']} onApply={onApply} />);
    const trigger = screen.getByRole('button', { name: '1 chosen' });
    await user.click(trigger);
    expect(box(/Beta Bank/).checked).toBe(true);
    expect(box('Alpha Bank').checked).toBe(false);
    await user.click(box('Alpha Bank'));
    await user.click(trigger);
    await user.click(trigger);
    expect(box('Alpha Bank').checked).toBe(false);
    expect(onApply).not.toHaveBeenCalled();
  });
});
