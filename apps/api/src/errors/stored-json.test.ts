import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isStoredJson, parseStoredJson, StoredDataError } from './stored-json';

const place = { table: 'things', column: 'shape', rowId: 'row-1' };
const ZShape = z.object({ name: z.string(), sizes: z.array(z.number().int()).default([]) });

describe('parseStoredJson', () => {
  it('answers a stored value that has its shape, with the schema defaults applied', () => {
    expect(parseStoredJson(ZShape, { name: 'a' }, place)).toEqual({ name: 'a', sizes: [] });
  });

  it('refuses one that does not, naming the table, column, row and paths, never the value', () => {
    let thrown: unknown;
    try {
      parseStoredJson(ZShape, { name: 'secret client text', sizes: [1, 'two'] }, place);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StoredDataError);
    const error = thrown as StoredDataError;
    expect(error.place).toEqual(place);
    expect(error.issues).toEqual(['sizes.1: invalid_type']);
    expect(error.message).toBe('things.shape of row row-1 does not match its schema: sizes.1: invalid_type');
    expect(error.message).not.toContain('secret');
  });

  it('refuses null where the column is not nullable, and keeps at most five issues', () => {
    expect(() => parseStoredJson(ZShape, null, place)).toThrow('(root): invalid_type');
    const many = z.object(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`f${i}`, z.string()])));
    expect(() => parseStoredJson(many, {}, place)).toThrow(StoredDataError);
    try {
      parseStoredJson(many, {}, place);
    } catch (error) {
      expect((error as StoredDataError).issues).toHaveLength(5);
    }
  });

  it('isStoredJson tells without throwing', () => {
    expect(isStoredJson(ZShape, { name: 'a' })).toBe(true);
    expect(isStoredJson(ZShape, { name: 1 })).toBe(false);
  });
});
