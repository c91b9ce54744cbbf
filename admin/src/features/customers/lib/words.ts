import { formatCount } from '#core/format/money.ts';

/** '1 request', '12 appointments', '1,204 requests'. */
export const counted = (n: number, noun: string): string => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
