import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reusedPartsSerializerCompiler } from './reused-parts-serializer';

const ZAnswer = z.object({
  rows: z.array(z.object({ id: z.string(), cents: z.number().int() })),
  totals: z.object({ cents: z.number().int() }),
  filter: z.object({ source: z.string().nullable() }),
  note: z.string().optional(),
});
const route = { schema: ZAnswer, method: 'GET', url: '/answer', httpStatus: '200' };
const compile = () => reusedPartsSerializerCompiler(['rows', 'totals'])(route);
const plain = serializerCompiler(route);

describe('reusedPartsSerializerCompiler', () => {
  it('writes the same JSON as the ordinary serializer', () => {
    const serialize = compile();
    const answer = {
      rows: [
        { id: 'a', cents: 1 },
        { id: 'b', cents: -2 },
      ],
      totals: { cents: -1 },
      filter: { source: 'email' },
      note: 'x',
    };
    expect(JSON.parse(serialize(answer))).toEqual(JSON.parse(plain(answer)));
    const withoutNote = { rows: [], totals: { cents: 0 }, filter: { source: null } };
    expect(JSON.parse(serialize(withoutNote))).toEqual(JSON.parse(plain(withoutNote)));
  });

  it('strips what the schema does not know, in the reused parts as in the rest', () => {
    const serialize = compile();
    const answer = { rows: [{ id: 'a', cents: 1, secret: 's' }], totals: { cents: 1, secret: 's' }, filter: { source: null, secret: 's' }, secret: 's' };
    expect(serialize(answer)).not.toContain('secret');
  });

  it('refuses a reused part that breaks its schema, as the ordinary serializer does', () => {
    const serialize = compile();
    expect(() => serialize({ rows: [{ id: 'a', cents: 1.5 }], totals: { cents: 0 }, filter: { source: null } })).toThrow();
    expect(() => serialize({ rows: [], totals: { cents: 0 }, filter: { source: 3 } })).toThrow();
  });

  it('writes a reused object once, and a new object anew', () => {
    const serialize = compile();
    const rows = [{ id: 'a', cents: 1 }];
    const first = serialize({ rows, totals: { cents: 1 }, filter: { source: null } });
    // The contract of the reused parts: kept objects do not change. Were one changed, the JSON written first stays.
    rows.push({ id: 'b', cents: 2 });
    expect(serialize({ rows, totals: { cents: 1 }, filter: { source: 'x' } })).toContain(JSON.stringify(JSON.parse(first).rows));
    expect(JSON.parse(serialize({ rows: [...rows], totals: { cents: 3 }, filter: { source: null } })).rows).toHaveLength(2);
  });

  it('falls back to the ordinary serializer for a schema without those keys', () => {
    const other = reusedPartsSerializerCompiler(['rows'])({ ...route, schema: z.object({ ok: z.boolean() }) });
    expect(other({ ok: true })).toBe('{"ok":true}');
  });
});
