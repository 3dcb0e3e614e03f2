import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as UpdateAccountPage } from './update-account';

describe('update account page', () => {
  it('edits Personal Info and Contact Details, each with its own Save', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/profile': { body: { profile: makeProfile() } } }).fetchStub);
    renderPage(<UpdateAccountPage />, { url: '/update-account', user: makeUser() });
    const personal = await screen.findByRole('form', { name: 'Personal Info' });
    const contact = screen.getByRole('form', { name: 'Contact Details' });
    expect(within(personal).getByLabelText('Birth Date')).toBeTruthy();
    expect(within(personal).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(contact).getByLabelText('Phone')).toHaveProperty('value', '555-123-4567');
    expect(within(contact).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
