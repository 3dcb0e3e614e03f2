import fc from 'fast-check';
import { z } from 'zod';
import { boundaryNumber, hostileValue, oddString } from './hostile-values';

/**
 * Requests generated from a route's zod contract: mostly the right shape with values at and past
 * its limits, sometimes a hostile value in one field, sometimes nothing like the contract at all.
 * The contract is read through zod's own JSON Schema export (input side, transforms as "anything").
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null; // a schema JSON Schema cannot describe (a recursive one): hostile values only
  }
}

// Building these is slow (tens of milliseconds each, the UUID pattern's and the email's); drawing is fast.
const byPattern = new Map<string, fc.Arbitrary<string>>();
const emailAddress = fc.emailAddress();
const uuid = fc.uuid();

function patternString(pattern: string): fc.Arbitrary<string> {
  let arbitrary = byPattern.get(pattern);
  if (!arbitrary) {
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern));
    } catch {
      arbitrary = fc.string();
    }
    byPattern.set(pattern, arbitrary);
  }
  return arbitrary;
}

function stringLike(schema: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.string({ maxLength: 30 }), oddString];
  if (schema.pattern) options.push(patternString(schema.pattern), patternString(schema.pattern));
  if (schema.format === 'email') options.push(emailAddress, emailAddress);
  if (schema.format === 'uuid') options.push(uuid, uuid);
  if (schema.maxLength !== undefined) options.push(fc.constant('x'.repeat(schema.maxLength)), fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema.minLength !== undefined && schema.minLength > 0) options.push(fc.constant('x'.repeat(schema.minLength - 1)));
  return fc.oneof(...options);
}

function numberLike(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter(
    (limit): limit is number => typeof limit === 'number',
  );
  const near = limits.flatMap((limit) => [limit, limit - 1, limit + 1, limit - 0.5, limit + 0.5]);
  const inside = fc.integer({ min: -1_000_000, max: 1_000_000 });
  return fc.oneof(integer ? inside : fc.double({ min: -1e9, max: 1e9, noNaN: true }), boundaryNumber, ...(near.length ? [fc.constantFrom(...near)] : []));
}

/** A value for `schema`, well-formed or near it most of the time, hostile sometimes. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  const shaped = shapedValue(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringLike(schema);
    case 'integer':
      return numberLike(schema, true);
    case 'number':
      return numberLike(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: Math.min((schema.maxItems ?? 4) + 1, 8) });
    case 'object':
      return objectLike(schema, depth);
    default:
      return hostileValue;
  }
}

function objectLike(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const model = Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key], depth + 1)]));
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  // Usually every required field is there; sometimes some are missing, sometimes an unknown field rides along.
  return fc.oneof(
    { weight: 5, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.record(model, { requiredKeys: required }), fc.dictionary(oddString, hostileValue, { maxKeys: 3 }))
        .map(([known, extra]) => ({ ...extra, ...known })),
    },
  );
}

/** A string with no NUL and no lone surrogate (the request guard refuses those before any handler). */
const storable = (text: string) => text.replaceAll('\u0000', '');

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return patternString(schema.pattern);
  if (schema.format === 'email') return emailAddress;
  if (schema.format === 'uuid') return uuid;
  if (schema.format === 'date')
    return fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 400));
  // zod counts UTF-16 code units: at the limit in ASCII, in two-byte letters and in emoji (two units each).
  const extremes = ['x'.repeat(minLength), 'x'.repeat(maxLength), 'é'.repeat(maxLength), '\u{1F600}'.repeat(Math.floor(maxLength / 2))].filter(
    (text) => text.length >= minLength,
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .string({ unit: 'grapheme', minLength, maxLength })
        .map(storable)
        .filter((text) => text.length >= minLength),
    },
    { weight: 1, arbitrary: fc.constantFrom(...extremes) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -Number.MAX_SAFE_INTEGER);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : Number.MAX_SAFE_INTEGER);
  if (integer) {
    const min = Math.max(Math.ceil(low), -Number.MAX_SAFE_INTEGER);
    const max = Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER);
    const small = { min: Math.max(min, -1000), max: Math.min(max, 1000) };
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), small.min <= small.max ? fc.integer(small) : fc.constant(min));
  }
  return fc.oneof(fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(low, high));
}

/**
 * A value `schema` accepts (as far as JSON Schema can say: a zod refinement may still refuse it),
 * with its extremes: the longest strings in any script, the largest numbers, every optional field.
 * Only such requests get past validation to the handlers and the database.
 */
export function validFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => validFor(alternative, depth + 1)));
  if (schema.allOf?.length) return validFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 8)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      const model = Object.fromEntries(keys.map((key) => [key, validFor(properties[key], depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
