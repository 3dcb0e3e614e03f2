import { AUTH_MESSAGES } from '@finboard/domain/validation';
import { z } from 'zod';

/**
 * Validation messages people can read: zod's defaults ('Too big: expected string to have <=100
 * characters', 'Invalid UUID') become sentences that name the field ('First name can be at most 100
 * characters'). A message a schema sets itself (the spec's words, ours) is never replaced: zod only
 * asks the global error map for issues without one.
 */

/** Field names whose label is not just the name split into words. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  confirmPassword: 'Confirmation password',
  currentPassword: 'Current password',
  oobCode: 'Reset code',
  token: 'Link',
  birthDate: 'Date of birth',
  dateOfBirth: 'Date of birth',
  spouseBirthDate: "Spouse's date of birth",
  acceptTerms: 'Terms and conditions',
  expMonth: 'Expiration month',
  expYear: 'Expiration year',
  secCrd: 'SEC CRD number',
  isPublic: 'Public',
  q: 'Search',
};

/** Words written in capitals when a name is split into words. */
const ACRONYMS: ReadonlySet<string> = new Set(['id', 'ids', 'url', 'zip', 'ssn', 'sms', 'api', 'cvc', 'us', 'apr', 'crd', 'sec', 'pdf', 'pia', 'ira']);

/** The label of the request as a whole (an issue with an empty path). */
const ROOT_LABEL = 'The request';

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** 'firstName' → 'First name', 'zipCode' → 'ZIP code', 'amountCents' → 'Amount', 'advisorId' → 'Advisor ID'. */
export function labelOf(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const parts = words(name);
  // Amounts travel in cents; people know them as amounts.
  if (parts.length > 1 && parts.at(-1) === 'cents') parts.pop();
  if (parts.length === 0) return ROOT_LABEL;
  const text = parts.map((word) => (ACRONYMS.has(word) ? (word === 'ids' ? 'IDs' : word.toUpperCase()) : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A key that names something, not a position in a list (0, '1'). */
const isName = (key: PropertyKey): key is string => typeof key === 'string' && !/^\d+$/.test(key);

/** The label of the field an issue is about: its last named key (`incomeInfos.0.employerName` → 'Employer name'). */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find(isName);
  return name === undefined ? ROOT_LABEL : labelOf(name);
}

/** The path as the api's `field` names it: keys joined with dots (`inputs.balance`). */
export function fieldPath(path: readonly PropertyKey[] | undefined): string | undefined {
  const joined = (path ?? []).map(String).join('.');
  return joined || undefined;
}

const isCentsField = (path: readonly PropertyKey[] | undefined) => {
  const last = [...(path ?? [])].reverse().find(isName);
  return last !== undefined && /Cents$/.test(last);
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function numberText(value: number | bigint, path: readonly PropertyKey[] | undefined): string {
  if (isCentsField(path) && typeof value === 'number') return dollars.format(value / 100);
  return typeof value === 'bigint' ? value.toString() : value.toLocaleString('en-US');
}

function dateText(value: number | bigint): string {
  const date = new Date(Number(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

const plural = (count: number | bigint, one: string, many: string) => `${count.toString()} ${Number(count) === 1 ? one : many}`;

/** What a value must be, for a wrong type: 'a number', 'text'. */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  file: 'a file',
  null: 'empty',
  undefined: 'left out',
};

/** Lists longer than this read as 'is not a valid choice' rather than spelled out. */
const MAX_LISTED_CHOICES = 5;

function choiceText(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  return String(value);
}

/** Sizes of strings, numbers, dates and lists, for too_big and too_small. */
function sizeSentence(
  label: string,
  bound: 'max' | 'min',
  issue: { origin: string; limit: number | bigint; inclusive?: boolean | undefined; exact?: boolean | undefined; path?: readonly PropertyKey[] | undefined },
): string {
  const { origin, limit, path } = issue;
  const inclusive = issue.inclusive !== false;
  if (origin === 'string') {
    if (issue.exact) return `${label} must be exactly ${plural(limit, 'character', 'characters')}`;
    if (bound === 'min' && Number(limit) <= 1) return `${label} is required`;
    return bound === 'max'
      ? `${label} can be at most ${plural(limit, 'character', 'characters')}`
      : `${label} must be at least ${plural(limit, 'character', 'characters')}`;
  }
  if (origin === 'array' || origin === 'set') {
    if (issue.exact) return `${label} must have exactly ${plural(limit, 'item', 'items')}`;
    if (bound === 'min' && Number(limit) <= 1) return `${label} must have at least one item`;
    return bound === 'max' ? `${label} can have at most ${plural(limit, 'item', 'items')}` : `${label} must have at least ${plural(limit, 'item', 'items')}`;
  }
  if (origin === 'date') {
    const day = dateText(limit);
    if (bound === 'max') return inclusive ? `${label} must be on or before ${day}` : `${label} must be before ${day}`;
    return inclusive ? `${label} must be on or after ${day}` : `${label} must be after ${day}`;
  }
  if (origin === 'file') return bound === 'max' ? `${label} is too large` : `${label} is too small`;
  const amount = numberText(limit, path);
  if (bound === 'max') return inclusive ? `${label} must be at most ${amount}` : `${label} must be less than ${amount}`;
  return inclusive ? `${label} must be at least ${amount}` : `${label} must be greater than ${amount}`;
}

function formatSentence(label: string, format: string): string {
  if (format === 'email') return label === 'Email' ? AUTH_MESSAGES.emailInvalid : `${label} is not a valid email address`;
  if (format === 'url') return `${label} is not a valid web address`;
  if (format === 'date') return `${label} must be a date (YYYY-MM-DD)`;
  if (format === 'datetime') return `${label} must be a date and time`;
  if (format === 'time') return `${label} must be a time`;
  return `${label} is not valid`;
}

/**
 * One sentence for a zod issue, in the product's voice and naming the field. An issue that already
 * carries a message of its own (a schema's custom message) keeps it word for word.
 */
export function readableIssue(issue: z.core.$ZodRawIssue): string {
  if (typeof issue.message === 'string' && issue.message !== '') return issue.message;
  const label = fieldLabel(issue.path);
  // Left out: a missing choice (an enum, a union) is as required as a missing text.
  if (issue.input === undefined && (issue.code === 'invalid_value' || issue.code === 'invalid_union')) return `${label} is required`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      const expected = EXPECTED[issue.expected];
      return expected ? `${label} must be ${expected}` : `${label} is not valid`;
    }
    case 'too_big':
      return sizeSentence(label, 'max', { origin: issue.origin, limit: issue.maximum, inclusive: issue.inclusive, exact: issue.exact, path: issue.path });
    case 'too_small':
      return sizeSentence(label, 'min', { origin: issue.origin, limit: issue.minimum, inclusive: issue.inclusive, exact: issue.exact, path: issue.path });
    case 'invalid_format':
      return formatSentence(label, issue.format);
    case 'not_multiple_of':
      return `${label} must be a multiple of ${numberText(issue.divisor, issue.path)}`;
    case 'invalid_value': {
      const values = issue.values;
      if (values.length === 1) return `${label} must be ${choiceText(values[0])}`;
      if (values.length > 0 && values.length <= MAX_LISTED_CHOICES) return `${label} must be one of: ${values.map(choiceText).join(', ')}`;
      return `${label} is not a valid choice`;
    }
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Unknown field ${issue.keys[0] ?? ''}` : `Unknown fields ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
    default:
      return `${label} is not valid`;
  }
}

/**
 * A schema's own message that names its field: `sentence` gets the field's label, or `fallback` when
 * the value is parsed on its own (no path). For our messages, not the spec's quoted ones.
 */
export const namingField =
  (fallback: string, sentence: (label: string) => string) =>
  (issue: { path?: readonly PropertyKey[] | undefined }): string =>
    sentence(issue.path?.some(isName) ? fieldLabel(issue.path) : fallback);

/** The error map zod asks for every issue a schema gave no message of its own. */
export const readableErrorMap: z.core.$ZodErrorMap = (issue) => readableIssue(issue);

/**
 * Makes readable messages zod's default, in this process (the api at start-up; any web code that
 * shows zod's issues). Schemas' own messages still win: zod only asks this map for the others.
 */
export function installReadableErrors(): void {
  z.config({ customError: readableErrorMap });
}
