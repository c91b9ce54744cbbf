import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import { quoteCancelSchema, quoteListQuerySchema, quoteUpdateSchema } from './schemas.ts';

const problems = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('the quote list filter (spec 2 §3)', () => {
  it('pages by 10 from the start unless told otherwise', () => {
    expect(quoteListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(quoteListQuerySchema.parse({ limit: '100', offset: '30', status: 'in_progress', user_id: '7', q: ' Tempe ' })).toEqual({
      limit: 100,
      offset: 30,
      status: 'in_progress',
      user_id: 7,
      q: 'Tempe',
    });
  });

  it('narrows to the unread requests with unread=true, and says what else it takes', () => {
    expect(quoteListQuerySchema.parse({ unread: 'true' })).toEqual({ limit: 10, offset: 0, unread: true });
    expect(quoteListQuerySchema.parse({ unread: 'false' })).toEqual({ limit: 10, offset: 0, unread: false });
    expect(problems(quoteListQuerySchema.safeParse({ unread: 'yes' }))).toEqual({ unread: 'unread must be true or false' });
  });

  it('reads an empty status, user or search as absent', () => {
    expect(quoteListQuerySchema.parse({ status: '', user_id: '', q: '  ' })).toEqual({ limit: 10, offset: 0 });
  });

  it('names every value out of range at once', () => {
    expect(
      problems(quoteListQuerySchema.safeParse({ limit: '0', offset: '-1', status: 'open', user_id: '0', q: 'x'.repeat(201) })),
    ).toEqual({
      limit: 'limit must be at least 1',
      offset: 'offset must be at least 0',
      status: 'status must be one of pending, in_progress, completed, cancelled',
      user_id: 'user_id must be a positive whole number',
      q: 'q must be at most 200 characters',
    });
    expect(problems(quoteListQuerySchema.safeParse({ limit: '101', offset: '1.5', user_id: 'abc' }))).toEqual({
      limit: 'limit must be at most 100',
      offset: 'offset must be a whole number',
      user_id: 'user_id must be a positive whole number',
    });
  });
});

describe('the quote update payload', () => {
  it('takes each field alone, and null to clear', () => {
    expect(quoteUpdateSchema.parse({ notes: '  Called back, wants Friday ' })).toEqual({ notes: 'Called back, wants Friday' });
    expect(quoteUpdateSchema.parse({ estimatedPrice: 24900, estimatedDuration: 180 })).toEqual({
      estimatedPrice: 24900,
      estimatedDuration: 180,
    });
    expect(quoteUpdateSchema.parse({ estimatedPrice: null, notes: null, assignedUserId: null })).toEqual({
      estimatedPrice: null,
      notes: null,
      assignedUserId: null,
    });
  });

  it('checks money and minutes as the services API does', () => {
    expect(problems(quoteUpdateSchema.safeParse({ estimatedPrice: 19.99, estimatedDuration: 0 }))).toEqual({
      estimatedPrice: 'Price must be a whole number of cents',
      estimatedDuration: 'Duration must be positive',
    });
    expect(problems(quoteUpdateSchema.safeParse({ estimatedPrice: -1, estimatedDuration: '2h' }))).toEqual({
      estimatedPrice: 'Price must not be negative',
      estimatedDuration: 'Duration must be whole minutes',
    });
  });

  it('refuses unknown statuses and fields, long notes and control characters', () => {
    expect(problems(quoteUpdateSchema.safeParse({ status: 'open', colour: 'red' }))).toEqual({
      status: 'status must be one of pending, in_progress, completed, cancelled',
      _: 'Unrecognized key: "colour"',
    });
    expect(problems(quoteUpdateSchema.safeParse({ notes: 'x'.repeat(5001) }))).toEqual({ notes: 'Notes must be at most 5000 characters' });
    expect(problems(quoteUpdateSchema.safeParse({ notes: 'a\u0000b' }))).toEqual({ notes: 'Notes must not contain control characters' });
    expect(problems(quoteUpdateSchema.safeParse({ assignedUserId: 'tech' }))).toEqual({ assignedUserId: 'Team member not found' });
  });
});

describe('the quote cancel payload', () => {
  it('requires a reason', () => {
    expect(problems(quoteCancelSchema.safeParse({}))).toEqual({ reason: 'Reason is required' });
    expect(problems(quoteCancelSchema.safeParse({ reason: '   ' }))).toEqual({ reason: 'Reason is required' });
    expect(quoteCancelSchema.parse({ reason: 'Booked someone else', notes: 'Offer 10% next time' })).toEqual({
      reason: 'Booked someone else',
      notes: 'Offer 10% next time',
    });
  });
});
