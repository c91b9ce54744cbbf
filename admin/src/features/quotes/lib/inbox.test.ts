import { describe, expect, it } from 'vitest';
import { inboxStateFrom, listQuery, withInboxState } from './inbox.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the inbox address (issue 16 §2)', () => {
  it('defaults to every request, no search, page 1 of 10 and nothing open', () => {
    expect(inboxStateFrom(params(''))).toEqual({ filter: 'all', search: '', page: 1, size: 10, request: null });
  });

  it('reads the filter, search, page, size and open request', () => {
    expect(inboxStateFrom(params('status=in_progress&q=%20civic%20&page=3&size=25&request=42'))).toEqual({
      filter: 'in_progress',
      search: 'civic',
      page: 3,
      size: 25,
      request: 42,
    });
    expect(inboxStateFrom(params('status=unread')).filter).toBe('unread');
  });

  it('falls back to the defaults for unknown or out-of-range values', () => {
    expect(inboxStateFrom(params('status=archived&page=0&size=1000&request=-3'))).toEqual({
      filter: 'all',
      search: '',
      page: 1,
      size: 10,
      request: null,
    });
    expect(inboxStateFrom(params('page=2.5&size=7&request=abc'))).toMatchObject({ page: 1, size: 10, request: null });
    expect(inboxStateFrom(params(`q=${'x'.repeat(300)}`)).search).toHaveLength(200);
  });

  it('starts again at page 1 when the filter, search or page size changes', () => {
    const at3 = params('tab=customers&status=pending&page=3');
    expect(withInboxState(at3, { filter: 'completed' }).toString()).toBe('tab=customers&status=completed');
    expect(withInboxState(at3, { search: 'lee' }).toString()).toBe('tab=customers&status=pending&q=lee');
    expect(withInboxState(at3, { size: 50 }).toString()).toBe('tab=customers&status=pending&size=50');
  });

  it('keeps the page when a request is opened or closed, and leaves defaults out of the address', () => {
    const at3 = params('status=pending&page=3');
    expect(withInboxState(at3, { request: 7 }).toString()).toBe('status=pending&page=3&request=7');
    expect(withInboxState(params('request=7&view=requests'), { request: null }).toString()).toBe('view=requests');
    expect(withInboxState(params('status=pending'), { filter: 'all', search: '  ' }).toString()).toBe('');
  });
});

describe('the list call', () => {
  it('asks for the page’s limit and offset with the filter and the search', () => {
    expect(listQuery({ filter: 'all', search: '', page: 1, size: 10, request: null })).toEqual({ limit: 10, offset: 0 });
    expect(listQuery({ filter: 'pending', search: 'honda', page: 3, size: 25, request: 4 })).toEqual({
      status: 'pending',
      q: 'honda',
      limit: 25,
      offset: 50,
    });
    expect(listQuery({ filter: 'unread', search: '', page: 2, size: 10, request: null })).toEqual({ unread: true, limit: 10, offset: 10 });
  });
});
