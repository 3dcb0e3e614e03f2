import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { toContactDraft, validateContact } from './contact-draft';

const draftWith = (zipCode: string, isNonUsAddress: boolean) => ({ ...toContactDraft(makeProfile()), zipCode, isNonUsAddress });

describe('validateContact: the ZIP code', () => {
  it('explains a US ZIP code that is not 5 digits or ZIP+4 before anything is sent', () => {
    expect(validateContact(draftWith('6270', false), false)['contact.zipCode']).toBe('Enter a 5-digit ZIP code');
    expect(validateContact(draftWith('1e5', false), false)['contact.zipCode']).toBe('Enter a 5-digit ZIP code');
  });

  it('accepts a ZIP, a ZIP+4, none, and any postal code abroad', () => {
    for (const [zip, abroad] of [
      ['62704', false],
      ['62704-1234', false],
      ['', false],
      ['SW1A 1AA', true],
    ] as const) {
      expect(validateContact(draftWith(zip, abroad), false)['contact.zipCode']).toBeUndefined();
    }
  });
});
