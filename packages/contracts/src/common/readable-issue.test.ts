import { AUTH_MESSAGES } from '@finboard/domain/validation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, fieldPath, installReadableErrors, labelOf, readableErrorMap, readableIssue } from './readable-issue';
import { zCalendarDate, zText } from './primitives.schema';
import { ZRegisterRequest } from '../auth/auth.schema';

/** The first issue's message, with readable messages for this parse only (no global state). */
const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { error: readableErrorMap }).error?.issues[0]?.message;
const field = (name: string, schema: z.ZodType) => z.object({ [name]: schema });

describe('labels', () => {
  it('splits camelCase names into words, first letter capital', () => {
    expect(labelOf('lastName')).toBe('Last name');
    expect(labelOf('employerName')).toBe('Employer name');
    expect(labelOf('name')).toBe('Name');
    expect(labelOf('DATABASE_URL')).toBe('Database URL');
  });

  it('writes acronyms in capitals and drops the cents of amounts', () => {
    expect(labelOf('zipCode')).toBe('ZIP code');
    expect(labelOf('id')).toBe('ID');
    expect(labelOf('advisorId')).toBe('Advisor ID');
    expect(labelOf('institutionIds')).toBe('Institution IDs');
    expect(labelOf('amountCents')).toBe('Amount');
    expect(labelOf('monthlyPaymentCents')).toBe('Monthly payment');
  });

  it('uses the known labels', () => {
    expect(labelOf('confirmPassword')).toBe('Confirmation password');
    expect(labelOf('birthDate')).toBe('Date of birth');
  });

  it('names the last key of a path, and the request for an empty one', () => {
    expect(fieldLabel(['incomeInfos', 0, 'employerName'])).toBe('Employer name');
    expect(fieldLabel(['inputs', 'balance'])).toBe('Balance');
    expect(fieldLabel(['ids', 3])).toBe('IDs');
    expect(fieldLabel(['institutionIds', '1'])).toBe('Institution IDs');
    expect(fieldLabel([])).toBe('The request');
    expect(fieldPath(['inputs', 'balance'])).toBe('inputs.balance');
    expect(fieldPath([])).toBeUndefined();
  });
});

describe('readableIssue', () => {
  it('too_big and too_small on text', () => {
    expect(messageOf(field('firstName', z.string().max(100)), { firstName: 'x'.repeat(101) })).toBe('First name can be at most 100 characters');
    expect(messageOf(field('firstName', zText(100)), { firstName: 'x'.repeat(101) })).toBe('First name can be at most 100 characters');
    expect(messageOf(field('oobCode', z.string().min(1)), { oobCode: '' })).toBe('Reset code is required');
    expect(messageOf(field('password', z.string().min(8)), { password: 'short' })).toBe('Password must be at least 8 characters');
    expect(messageOf(field('zipCode', z.string().length(5)), { zipCode: '123' })).toBe('ZIP code must be exactly 5 characters');
    expect(messageOf(field('code', z.string().max(1)), { code: 'ab' })).toBe('Code can be at most 1 character');
  });

  it('too_big and too_small on numbers, amounts in dollars', () => {
    expect(messageOf(field('retirementAge', z.number().max(100)), { retirementAge: 101 })).toBe('Retirement age must be at most 100');
    expect(messageOf(field('retirementAge', z.number().min(18)), { retirementAge: 3 })).toBe('Retirement age must be at least 18');
    expect(messageOf(field('rate', z.number().positive()), { rate: 0 })).toBe('Rate must be greater than 0');
    expect(messageOf(field('rate', z.number().lt(1)), { rate: 1 })).toBe('Rate must be less than 1');
    expect(messageOf(field('count', z.number().max(1_000_000)), { count: 2_000_000 })).toBe('Count must be at most 1,000,000');
    expect(messageOf(field('amountCents', z.number().max(100_000_000)), { amountCents: 100_000_001 })).toBe('Amount must be at most $1,000,000.00');
    expect(messageOf(field('amountCents', z.number().nonnegative()), { amountCents: -1 })).toBe('Amount must be at least $0.00');
  });

  it('too_big and too_small on lists and dates', () => {
    expect(messageOf(field('ids', z.array(z.string()).max(2)), { ids: ['a', 'b', 'c'] })).toBe('IDs can have at most 2 items');
    expect(messageOf(field('ids', z.array(z.string()).min(1)), { ids: [] })).toBe('IDs must have at least one item');
    expect(messageOf(field('day', z.date().max(new Date('2026-01-31T00:00:00Z'))), { day: new Date('2026-02-01T00:00:00Z') })).toBe(
      'Day must be on or before 2026-01-31',
    );
  });

  it('invalid_type: missing is required, a wrong type says what it must be', () => {
    const schema = z.object({ firstName: z.string(), age: z.number(), accept: z.boolean(), tags: z.array(z.string()), whole: z.number().int() });
    const valid = { firstName: 'Ann', age: 40, accept: true, tags: [], whole: 1 };
    expect(messageOf(schema, { ...valid, firstName: undefined })).toBe('First name is required');
    expect(messageOf(schema, { ...valid, firstName: null })).toBe('First name is required');
    expect(messageOf(schema, { ...valid, firstName: 12 })).toBe('First name must be text');
    expect(messageOf(schema, { ...valid, age: '40' })).toBe('Age must be a number');
    expect(messageOf(schema, { ...valid, accept: 'yes' })).toBe('Accept must be true or false');
    expect(messageOf(schema, { ...valid, tags: 'x' })).toBe('Tags must be a list');
    expect(messageOf(schema, { ...valid, whole: 1.5 })).toBe('Whole must be a whole number');
    expect(messageOf(schema, [])).toBe('The request must be an object');
  });

  it('invalid_format: uuid, url and regex are not valid; email uses the spec message for the email field', () => {
    expect(messageOf(field('id', z.string().uuid()), { id: 'not-a-uuid' })).toBe('ID is not valid');
    expect(messageOf(field('scenarioId', z.uuid()), { scenarioId: 'x' })).toBe('Scenario ID is not valid');
    expect(messageOf(field('photoUrl', z.url()), { photoUrl: 'nope' })).toBe('Photo URL is not a valid web address');
    expect(messageOf(field('code', z.string().regex(/^\d+$/)), { code: 'abc' })).toBe('Code is not valid');
    expect(messageOf(field('email', z.email()), { email: 'nope' })).toBe(AUTH_MESSAGES.emailInvalid);
    expect(messageOf(field('inviteEmail', z.email()), { inviteEmail: 'nope' })).toBe('Invite email is not a valid email address');
  });

  it('invalid_value: short lists spelled out, long ones are not a valid choice', () => {
    expect(messageOf(field('role', z.enum(['client', 'advisor'])), { role: 'admin' })).toBe('Role must be one of: client, advisor');
    expect(messageOf(field('accept', z.literal(true)), { accept: false })).toBe('Accept must be true');
    expect(messageOf(field('state', z.enum(['a', 'b', 'c', 'd', 'e', 'f'])), { state: 'z' })).toBe('State is not a valid choice');
    expect(messageOf(field('role', z.enum(['client', 'advisor'])), {})).toBe('Role is required');
    expect(messageOf(field('radius', z.union([z.number(), z.boolean()])), {})).toBe('Radius is required');
  });

  it('unrecognized_keys names the unknown field', () => {
    expect(messageOf(z.object({ a: z.string() }).strict(), { a: 'x', isAdmin: true })).toBe('Unknown field isAdmin');
    expect(messageOf(z.object({}).strict(), { b: 1, c: 2 })).toBe('Unknown fields b, c');
  });

  it('custom, union and others are not valid', () => {
    expect(
      messageOf(
        field(
          'name',
          z.string().refine(() => false),
        ),
        { name: 'x' },
      ),
    ).toBe('Name is not valid');
    expect(messageOf(field('radius', z.union([z.number(), z.boolean()])), { radius: 'x' })).toBe('Radius is not valid');
    expect(messageOf(field('step', z.number().multipleOf(5)), { step: 3 })).toBe('Step must be a multiple of 5');
  });

  it("keeps a schema's own messages word for word", () => {
    expect(messageOf(field('expiry', zCalendarDate), { expiry: '2026-1-1' })).toBe('Expiry must be a date in the YYYY-MM-DD format');
    expect(messageOf(field('expiry', zCalendarDate), { expiry: '2023-02-29' })).toBe('Expiry must be a date that exists');
    expect(messageOf(field('name', zText(30)), { name: 'a\u0000' })).toBe('Name cannot contain control characters');
    expect(messageOf(field('zip', z.string({ message: 'Enter a 5-digit ZIP code' })), { zip: 5 })).toBe('Enter a 5-digit ZIP code');
    expect(messageOf(field('name', z.string().max(3, 'Too long, friend')), { name: 'abcd' })).toBe('Too long, friend');
    expect(messageOf(field('name', zText(200, { required: 'Name it!', tooLong: 'Shorter!' })), {})).toBe('Name it!');
    expect(messageOf(field('name', zText(200, { required: 'Name it!', tooLong: 'Shorter!' })), { name: 'x'.repeat(201) })).toBe('Shorter!');
    expect(messageOf(field('name', zText(200, { required: 'Name it!' })), { name: 5 })).toBe('Name must be text');
    expect(readableIssue({ code: 'custom', message: AUTH_MESSAGES.termsRequired, input: false, path: ['acceptTerms'] })).toBe(AUTH_MESSAGES.termsRequired);
  });
});

describe('installReadableErrors', () => {
  it('makes readable messages the default for every parse, without replacing custom ones', () => {
    installReadableErrors();
    const body = { role: 'client', firstName: 'x'.repeat(101), lastName: 'Doe', email: 'a@b.co', password: 'p', confirmPassword: 'p', acceptTerms: true };
    expect(ZRegisterRequest.safeParse(body).error?.issues[0]).toMatchObject({ path: ['firstName'], message: 'First name can be at most 100 characters' });
    expect(ZRegisterRequest.safeParse({ ...body, firstName: 'Ann', extra: 1 }).error?.issues[0]?.message).toBe('Unknown field extra');
    expect(zCalendarDate.safeParse('tomorrow').error?.issues[0]?.message).toBe('The date must be a date in the YYYY-MM-DD format');
  });
});
