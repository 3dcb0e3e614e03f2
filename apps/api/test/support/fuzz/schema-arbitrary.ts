import fc from 'fast-check';
import { z } from 'zod';
import { boundaryNumber, hostileValue, oddString } from './hostile-values';

/**
 * Requests generated from a route's zod contract: mostly the right shape with values at and past
 * its limits, sometimes a hostile value in one field, sometimes nothing like the contract at all.
 * The contract is read through zod's own JSON Schema export (input side, transforms as "anything").
 */

interface JsonSchema {
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
  const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((limit): limit is number => typeof limit === 'number');
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
    { weight: 1, arbitrary: fc.tuple(fc.record(model, { requiredKeys: required }), fc.dictionary(oddString, hostileValue, { maxKeys: 3 })).map(([known, extra]) => ({ ...extra, ...known })) },
  );
}
