import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_REQUIREMENT_LABELS,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPasswordRequirements,
  findUnmetPasswordRequirements,
  isStrongPassword,
  type PasswordRequirement,
} from './password';

// Characters that touch every rule, plus some that touch none (a hyphen and '#' are not special here).
const passwordCharacter = fc.constantFrom(...'aZ9bY8@$!%*?&-# _.éÄ'.split(''));
const password = fc.oneof(fc.string({ unit: passwordCharacter, maxLength: 16 }), fc.string({ maxLength: 16 }));

const passwordLinesMet = (value: string) => {
  const { match: _match, ...lines } = checkPasswordRequirements(value, value);
  return Object.values(lines).every(Boolean);
};

describe('the password rule', () => {
  it('is every line of the checklist: the special character too', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(checkPasswordRequirements('Abcdefg1', 'Abcdefg1')).toEqual({
      length: true,
      digit: true,
      lowercase: true,
      uppercase: true,
      special: false,
      match: true,
    });
    expect(findUnmetPasswordRequirements('Abcdefg1')).toEqual(['special']);
    expect(isStrongPassword('Abcdefg1!')).toBe(true);
  });

  it.each<[string, PasswordRequirement[]]>([
    ['Abcde1!', ['length']],
    ['Abcdefg!', ['digit']],
    ['ABCDEFG1!', ['lowercase']],
    ['abcdefg1!', ['uppercase']],
    ['Abcdefg1-', ['special']],
    ['', ['length', 'digit', 'lowercase', 'uppercase', 'special']],
  ])('%j misses %j', (value, unmet) => {
    expect(findUnmetPasswordRequirements(value)).toEqual(unmet);
    expect(isStrongPassword(value)).toBe(false);
  });

  it.each(PASSWORD_SPECIAL_CHARACTERS.split(''))('accepts %s as the special character', (special) => {
    expect(isStrongPassword(`Abcdefg1${special}`)).toBe(true);
  });

  it('labels every checklist line, the special characters named', () => {
    expect(Object.keys(PASSWORD_REQUIREMENT_LABELS)).toEqual(Object.keys(checkPasswordRequirements('', '')));
    expect(PASSWORD_REQUIREMENT_LABELS.special).toContain(PASSWORD_SPECIAL_CHARACTERS);
  });

  it('holds exactly when every checklist line but "match" is met', () => {
    fc.assert(
      fc.property(password, (value) => {
        expect(isStrongPassword(value)).toBe(passwordLinesMet(value));
        expect(findUnmetPasswordRequirements(value).length === 0).toBe(isStrongPassword(value));
      }),
    );
  });

  it('ticks "match" only for a non-empty password equal to its confirmation', () => {
    fc.assert(
      fc.property(password, password, (value, confirmation) => {
        expect(checkPasswordRequirements(value, confirmation).match).toBe(value.length > 0 && value === confirmation);
      }),
    );
  });
});
