import { CLIENT_TYPE_ALL, CLIENT_TYPES } from '@finboard/domain';
import { describe, expect, it } from 'vitest';
import { categoryChoiceOf, listQueryOf, readListFilters, searchOf, withCategoryChoice } from './list-filters';

const read = (zip: string, query = '') => readListFilters(zip, new URLSearchParams(query));

describe('the public list filters', () => {
  it('reads defaults from a bare ZIP', () => {
    expect(read('22201')).toEqual({
      zipText: '22201',
      zip: '22201',
      intent: null,
      categories: [],
      clientTypes: [],
      radius: 25,
      view: 'grid',
      page: 1,
    });
  });

  it('keeps the five digits of a ZIP+4 and nothing of a bad ZIP', () => {
    expect(read('22201-1234').zip).toBe('22201');
    expect(read('2220').zip).toBeNull();
  });

  it('canonicalises categories, drops unknown ones, and lets categories win over an intent', () => {
    expect(read('22201', 'categories=cfp,XYZ,CFP,aep&intent=invest')).toMatchObject({ categories: ['CFP', 'AEP'], intent: null });
    expect(read('22201', 'intent=invest').intent).toBe('invest');
    expect(read('22201', 'intent=nonsense').intent).toBeNull();
  });

  it('reads All as every client type and unknown radii, views and pages as the defaults', () => {
    expect(read('22201', 'clientTypes=All').clientTypes).toEqual([CLIENT_TYPE_ALL, ...CLIENT_TYPES]);
    expect(read('22201', 'clientTypes=Trust,Nope,Divorce').clientTypes).toEqual(['Divorce', 'Trust']);
    expect(read('22201', 'radius=30&view=table&page=-2')).toMatchObject({ radius: 25, view: 'grid', page: 1 });
    expect(read('22201', 'radius=100&view=list&page=3')).toMatchObject({ radius: 100, view: 'list', page: 3 });
  });

  it("asks the api for the intent's categories, and no client-type filter for All", () => {
    const filters = read('22201', 'intent=invest&clientTypes=All&radius=50&page=2');
    expect(searchOf({ ...filters, zip: '22201' })).toEqual({
      zip: '22201',
      radius: 50,
      categories: ['CFA', 'CIC', 'CFS'],
      clientTypes: [],
      page: 2,
      pageSize: 20,
    });
  });

  it('writes a short URL query, leaving the defaults out', () => {
    expect(listQueryOf(read('22201'))).toEqual({
      intent: undefined,
      categories: undefined,
      clientTypes: undefined,
      radius: undefined,
      view: undefined,
      page: undefined,
    });
    expect(listQueryOf(read('22201', 'categories=CFP&clientTypes=Trust,Divorce&radius=100&view=list&page=2'))).toEqual({
      intent: undefined,
      categories: 'CFP',
      clientTypes: 'Divorce,Trust',
      radius: 100,
      view: 'list',
      page: 2,
    });
  });

  it('maps the category dropdown both ways', () => {
    expect(categoryChoiceOf(read('1', 'intent=plan'))).toBe('intent:plan');
    expect(categoryChoiceOf(read('1', 'intent=both'))).toBe('');
    expect(categoryChoiceOf(read('1', 'categories=CPA'))).toBe('CPA');
    expect(categoryChoiceOf(read('1', 'categories=CPA,JD'))).toBe('custom');
    const filters = { ...read('1', 'intent=plan&page=3') };
    expect(withCategoryChoice(filters, 'CPA')).toMatchObject({ intent: null, categories: ['CPA'], page: 1 });
    expect(withCategoryChoice(filters, 'intent:invest')).toMatchObject({ intent: 'invest', categories: [], page: 1 });
    expect(withCategoryChoice(filters, '')).toMatchObject({ intent: null, categories: [], page: 1 });
  });
});
