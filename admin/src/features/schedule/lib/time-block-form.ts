/**
 * The time-block form (issue 14 §2: time blocks keep hours free of bookings, a lunch or a van
 * service): a title, a kind, whose time it is (everyone's or one crew's), a date and the start and
 * end on the business's clocks, checked by core's time-block schema (the API's) before they are
 * sent as instants.
 */
import '../../../shared/lib/zod.ts';
import { instantAt, wallClock } from '#core/scheduling/time.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { TIME_BLOCK_TYPES, timeBlockInputSchema } from '#core/validation/schedule.ts';
import type { TimeBlock } from './types.ts';

export { TIME_BLOCK_TYPES };

export const BLOCK_TYPE_LABELS: Record<(typeof TIME_BLOCK_TYPES)[number], string> = {
  break: 'Break',
  personal: 'Personal',
  maintenance: 'Maintenance',
  travel: 'Travel',
  other: 'Other',
};

export interface BlockDraft {
  title: string;
  block_type: string;
  date: string;
  start: string;
  end: string;
  description: string;
  /** '' for the whole business, else a crew's id. */
  crew_id: string;
}

export type BlockField = keyof BlockDraft;

/** A new block: an hour from noon on the date shown. */
export function newBlockDraft(date: string): BlockDraft {
  return { title: '', block_type: 'break', date, start: '12:00', end: '13:00', description: '', crew_id: '' };
}

export function blockDraftOf(block: TimeBlock, timeZone: string): BlockDraft {
  const start = wallClock(Date.parse(block.start_time), timeZone);
  return {
    title: block.title,
    block_type: block.block_type,
    date: start.date,
    start: start.time,
    end: wallClock(Date.parse(block.end_time), timeZone).time,
    description: block.description ?? '',
    crew_id: block.crew_id === null ? '' : String(block.crew_id),
  };
}

export interface BlockBody {
  title: string;
  block_type: string;
  description: string | null;
  start_time: string;
  end_time: string;
  crew_id: number | null;
}

const instant = (date: string, time: string, timeZone: string) => {
  try {
    return date && time ? new Date(instantAt(date, time, timeZone)).toISOString() : '';
  } catch {
    return '';
  }
};

/** The body of the create or update call, or each field's message. */
export function checkBlock(
  draft: BlockDraft,
  timeZone: string,
): { ok: true; value: BlockBody } | { ok: false; errors: Partial<Record<BlockField, string>> } {
  const body = {
    title: draft.title,
    block_type: draft.block_type,
    description: draft.description.trim() === '' ? null : draft.description.trim(),
    start_time: instant(draft.date, draft.start, timeZone),
    end_time: instant(draft.date, draft.end, timeZone),
    crew_id: draft.crew_id === '' ? null : Number(draft.crew_id),
  };
  const result = timeBlockInputSchema.safeParse(body);
  if (result.success) return { ok: true, value: body };
  const errors: Partial<Record<BlockField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(result.error))) {
    const field: BlockField = path === 'start_time' ? (draft.date ? 'start' : 'date') : path === 'end_time' ? 'end' : (path as BlockField);
    errors[field] ??= message;
  }
  return { ok: false, errors };
}
