import { describe, expect, it } from 'vitest';
import { industries } from '#content/index.ts';
import { INDUSTRY_OPTIONS, industryTitle } from './industries.ts';

describe('preview generator industries', () => {
  it('offers every industry by the title its sites use', () => {
    expect(INDUSTRY_OPTIONS).toEqual(Object.values(industries).map((i) => ({ value: i.industry, label: i.title })));
    expect(industryTitle('lawncare')).toBe('Lawn Care');
    expect(industryTitle('plumbing')).toBe('plumbing');
  });
});
