import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './http.ts';

describe('the nesting limit of JSON bodies', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestedDeeperThan('{"faq_items":[{"question":"[[[[[[["}]}', 3)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\"[[[[","b":[[[1]]]}', 3)).toBe(true);
    expect(nestedDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
    expect(nestedDeeperThan(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
  });
});
