import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import { ZIP_FORMAT_MESSAGE } from '../validation/zip.ts';
import {
  ADDONS_MESSAGE,
  availabilityQuerySchema,
  DATE_MESSAGE,
  RANGE_LENGTH_MESSAGE,
  RANGE_ORDER_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
  SIZE_MESSAGE,
  TIER_ID_MESSAGE,
} from './availability-query.ts';

const parse = (query: Record<string, string>) => availabilityQuerySchema.safeParse(query);
const problems = (query: Record<string, string>) => {
  const parsed = parse(query);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the availability question', () => {
  it('reads query text into typed values, empty meaning not given', () => {
    expect(
      parse({
        service: ' ppf ',
        tier: '14',
        addons: 'engine-bay-detail, pet-hair-removal,engine-bay-detail',
        size: 'xl',
        zip: '85251',
        from: '2026-03-02',
        to: '2026-03-31',
      }).data,
    ).toEqual({
      service: 'ppf',
      tier: 14,
      addons: ['engine-bay-detail', 'pet-hair-removal'],
      size: 'xl',
      zip: '85251',
      from: '2026-03-02',
      to: '2026-03-31',
    });
    expect(parse({ service: 'ppf', tier: '14', addons: '', size: '', zip: ' ', from: '', to: '' }).data).toEqual({
      service: 'ppf',
      tier: 14,
      addons: [],
    });
  });

  it('needs a service and a tier id', () => {
    expect(problems({})).toEqual({ service: SERVICE_REQUIRED_MESSAGE, tier: TIER_ID_MESSAGE });
    expect(problems({ service: 'ppf', tier: '0' })).toEqual({ tier: TIER_ID_MESSAGE });
    expect(problems({ service: 'ppf', tier: '1.5' })).toEqual({ tier: TIER_ID_MESSAGE });
  });

  it('checks add-ons, size, ZIP and dates', () => {
    expect(problems({ service: 'ppf', tier: '1', addons: 'a,b,c,d,e,f,g,h,i,j,k' })).toEqual({ addons: ADDONS_MESSAGE });
    expect(problems({ service: 'ppf', tier: '1', addons: 'Engine Bay' })).toEqual({ addons: ADDONS_MESSAGE });
    expect(problems({ service: 'ppf', tier: '1', size: 'XL' })).toEqual({ size: SIZE_MESSAGE });
    expect(problems({ service: 'ppf', tier: '1', zip: '8525' })).toEqual({ zip: ZIP_FORMAT_MESSAGE });
    expect(problems({ service: 'ppf', tier: '1', from: '03/02/2026' })).toEqual({ from: DATE_MESSAGE });
  });

  it('asks for at most 62 days, in order', () => {
    expect(problems({ service: 'ppf', tier: '1', from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: RANGE_ORDER_MESSAGE });
    expect(problems({ service: 'ppf', tier: '1', from: '2026-03-01', to: '2026-05-01' })).toEqual({});
    expect(problems({ service: 'ppf', tier: '1', from: '2026-03-01', to: '2026-05-02' })).toEqual({ to: RANGE_LENGTH_MESSAGE });
  });
});
