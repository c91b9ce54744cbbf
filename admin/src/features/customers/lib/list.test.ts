import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, listQuery, listStateFrom, withListState } from './list.ts';

const params = (query: string) => new URLSearchParams(query);

describe('listStateFrom', () => {
  it('reads search, sort, page, size and the open customer', () => {
    expect(listStateFrom(params('view=customers&q=%20garcia%20&sort=spent&page=3&size=50&customer=12'))).toEqual({
      search: 'garcia',
      sort: 'spent',
      page: 3,
      size: 50,
      customer: 12,
    });
  });

  it('falls back to the defaults for anything unknown or out of range', () => {
    expect(listStateFrom(params('sort=oldest&page=0&size=7&customer=abc'))).toEqual({
      search: '',
      sort: 'recent',
      page: 1,
      size: DEFAULT_PAGE_SIZE,
      customer: null,
    });
    expect(listStateFrom(params(`q=${'x'.repeat(300)}`)).search).toHaveLength(200);
  });
});

describe('withListState', () => {
  it('starts again at page 1 on a new search, sort or size, and keeps the view', () => {
    const start = params('view=customers&page=4');
    expect(withListState(start, { search: 'lee' }).toString()).toBe('view=customers&q=lee');
    expect(withListState(start, { sort: 'name' }).toString()).toBe('view=customers&sort=name');
    expect(withListState(start, { size: 10 }).toString()).toBe('view=customers&size=10');
    expect(withListState(start, { page: 5 }).toString()).toBe('view=customers&page=5');
  });

  it('leaves defaults out and opens or closes a customer without losing the list', () => {
    const list = params('q=lee&sort=spent&page=2');
    const open = withListState(list, { customer: 9 });
    expect(open.toString()).toBe('q=lee&sort=spent&page=2&customer=9');
    expect(withListState(open, { customer: null }).toString()).toBe('q=lee&sort=spent&page=2');
    expect(withListState(params('sort=name'), { sort: 'recent' }).toString()).toBe('');
  });
});

describe('listQuery', () => {
  it('asks for the page shown, in the chosen order', () => {
    expect(listQuery({ search: '', sort: 'recent', page: 1, size: 25, customer: null })).toEqual({ sort: 'recent', limit: 25, offset: 0 });
    expect(listQuery({ search: 'mesa', sort: 'spent', page: 3, size: 10, customer: null })).toEqual({
      q: 'mesa',
      sort: 'spent',
      limit: 10,
      offset: 20,
    });
  });
});
