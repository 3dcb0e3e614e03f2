import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type ZodObject, type ZodType } from 'zod';

/**
 * A route's serializer for answers whose big parts are the very same objects request after request
 * (figures kept by a ReuseCache): each such part is checked against its schema and written as JSON
 * once per object, the rest of the answer on every request. At 500 clients the dashboard's rows
 * cost more to check and write than everything else its request does.
 *
 * The reused objects must not change once answered (a cache hands out new objects for new figures).
 * Any schema that is not an object of those keys falls back to the ordinary serializer.
 */
export function reusedPartsSerializerCompiler<RouteSchema>(keys: readonly string[]): FastifySerializerCompiler<RouteSchema> {
  return (route) => {
    const whole = route.schema as unknown;
    if (!isObjectSchema(whole) || !keys.every((key) => key in whole.shape)) return serializerCompiler({ ...route, schema: whole as ZodType });
    const parts = keys.map((key) => [key, whole.shape[key] as ZodType] as const);
    const rest = whole.omit(Object.fromEntries(keys.map((key) => [key, true])) as never);
    const written = new WeakMap<object, string>();
    const encode = (schema: ZodType, value: unknown): unknown => {
      const result = safeEncode(schema, value);
      if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return result.data;
    };
    const partJson = (schema: ZodType, value: unknown): string => {
      if (typeof value !== 'object' || value === null) return JSON.stringify(encode(schema, value));
      let json = written.get(value);
      if (json === undefined) {
        json = JSON.stringify(encode(schema, value));
        written.set(value, json);
      }
      return json;
    };
    return (data: unknown) => {
      const record = data as Record<string, unknown>;
      const restJson = JSON.stringify(encode(rest, data));
      const partsJson = parts
        .filter(([key]) => record[key] !== undefined)
        .map(([key, schema]) => `${JSON.stringify(key)}:${partJson(schema, record[key])}`)
        .join(',');
      if (partsJson === '') return restJson;
      return restJson === '{}' ? `{${partsJson}}` : `{${partsJson},${restJson.slice(1)}`;
    };
  };
}

function isObjectSchema(schema: unknown): schema is ZodObject {
  return typeof schema === 'object' && schema !== null && 'shape' in schema && typeof (schema as ZodObject).omit === 'function';
}
