import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { clientDetailRows } from './client-details';

describe('the client details card', () => {
  it('shows name, email, birth date with age, description, employer, spouse, children, address and phone', () => {
    const profile = makeProfile({
      personal: { ...makeProfile().personal, hasSpouse: true, children: 2 },
      spouse: { firstName: 'William', lastName: 'King', dateOfBirth: '1988-01-10', incomeCents: 0, retirementAge: null, usCitizen: 'Yes' },
    });
    expect(clientDetailRows(profile, '2026-11-22')).toEqual([
      { label: 'Name', value: 'Ada Lovelace' },
      { label: 'Email', value: 'ada@example.com' },
      { label: 'Birth Date', value: 'May 17, 1990 (age 36)' },
      { label: 'Description', value: 'Planning ahead' },
      { label: 'Employer', value: 'Analytical Engines' },
      { label: 'Spouse', value: 'William King, age 38' },
      { label: 'Children', value: '2' },
      { label: 'Address', value: '1 Main St' },
      { label: 'Location', value: 'Springfield, IL 62701' },
      { label: 'Phone', value: '555-123-4567' },
    ]);
  });

  it('leaves out what is not filled in, but always names the client', () => {
    const base = makeProfile();
    const profile = makeProfile({
      firstName: 'Ada',
      lastName: '',
      personal: { ...base.personal, dateOfBirth: null, phone: '', employer: '', description: '  ' },
      contact: { ...base.contact, addressLine1: '', city: '', state: 'IL', zipCode: '' },
    });
    expect(clientDetailRows(profile, '2026-11-22')).toEqual([
      { label: 'Name', value: 'Ada' },
      { label: 'Email', value: 'ada@example.com' },
      { label: 'Location', value: 'IL' },
    ]);
  });

  it('says married when the spouse has no details yet', () => {
    const profile = makeProfile({ personal: { ...makeProfile().personal, hasSpouse: true } });
    expect(clientDetailRows(profile, '2026-11-22').find((row) => row.label === 'Spouse')?.value).toBe('Married');
  });
});
