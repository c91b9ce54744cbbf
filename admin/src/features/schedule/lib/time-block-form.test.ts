import { describe, expect, it } from 'vitest';
import { blockDraftOf, checkBlock, newBlockDraft } from './time-block-form.ts';

const NY = 'America/New_York';

describe('time-block form', () => {
  it('starts with an hour’s break from noon and sends instants of the business’s zone', () => {
    const draft = { ...newBlockDraft('2026-11-01'), title: 'Lunch' };
    expect(checkBlock(draft, NY)).toEqual({
      ok: true,
      value: {
        title: 'Lunch',
        block_type: 'break',
        description: null,
        start_time: '2026-11-01T17:00:00.000Z',
        end_time: '2026-11-01T18:00:00.000Z',
        crew_id: null,
      },
    });
    const crew = checkBlock({ ...draft, crew_id: '4' }, NY);
    expect(crew.ok && crew.value.crew_id).toBe(4);
  });

  it('names a missing title and an end that is not after the start', () => {
    const check = checkBlock({ ...newBlockDraft('2026-11-01'), end: '11:00' }, NY);
    expect(check.ok ? null : check.errors).toEqual({ title: 'Title is required', end: 'End time must be after start time' });
  });

  it('opens a block on the business’s clocks', () => {
    const block = {
      id: 1,
      title: 'Van service',
      description: null,
      block_type: 'maintenance',
      start_time: '2026-10-31T20:30:00.000Z',
      end_time: '2026-10-31T21:00:00.000Z',
      crew_id: 6,
    };
    expect(blockDraftOf(block, NY)).toEqual({
      title: 'Van service',
      block_type: 'maintenance',
      date: '2026-10-31',
      start: '16:30',
      end: '17:00',
      description: '',
      crew_id: '6',
    });
  });
});
