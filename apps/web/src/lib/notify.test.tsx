import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('notify', () => {
  it('mounts the toast container on the first toast and shows the toasts asked for in the meantime', async () => {
    // The page's first toast: fresh modules, not the ones an earlier file in this worker toasted with.
    vi.resetModules();
    const { AppProviders } = await import('../app/providers');
    const { notifyError, notifySuccess } = await import('./notify');
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    // Nothing of the notifications library is on the page before a toast.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifySuccess('Profile updated');
      notifyError('Could not save the photo', 'Photo not saved');
    });
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Could not save the photo')).toBeTruthy();
    expect(screen.getByText('Photo not saved')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();

    // Later toasts go straight to the mounted container.
    act(() => notifySuccess('Income saved'));
    expect(await screen.findByText('Income saved')).toBeTruthy();
  });
});
