import { describe, expect, it } from 'vitest';
import { lastPublishedAt, type PublishStatus, publishPollInterval, publishView, previousRelease, type Release } from './publish.ts';

const status = (over: Partial<PublishStatus>): PublishStatus => ({
  jobId: 1,
  state: 'live',
  releaseId: 'r2',
  startedAt: '2026-03-10T10:00:00.000Z',
  finishedAt: '2026-03-10T10:00:02.000Z',
  durationMs: 2000,
  error: null,
  ...over,
});

describe('publishView', () => {
  it('labels each state with its tone', () => {
    expect(publishView(status({ state: 'queued' }))).toEqual({ tone: 'progress', label: 'Publishing', detail: 'Queued', busy: true });
    expect(publishView(status({ state: 'rendering' }))).toMatchObject({ tone: 'progress', label: 'Publishing', busy: true });
    expect(publishView(status({ state: 'live' }))).toEqual({ tone: 'live', label: 'Live', detail: null, busy: false });
  });

  it('gives a failure its reason, or a general one', () => {
    expect(publishView(status({ state: 'failed', error: 'Render failed: hero image missing' }))).toEqual({
      tone: 'failed',
      label: 'Failed',
      detail: 'Render failed: hero image missing',
      busy: false,
    });
    expect(publishView(status({ state: 'failed', error: '  ' }))?.detail).toBe('The site could not be published.');
  });

  it('says "Not published yet" when there was never a job and nothing is live', () => {
    const never: PublishStatus = { state: 'queued', releaseId: null, startedAt: null, finishedAt: null, durationMs: null, error: null };
    expect(publishView(never)).toMatchObject({ tone: 'idle', label: 'Not published yet', busy: false });
    expect(publishPollInterval(never)).toBe(15_000);
    expect(lastPublishedAt(never)).toBeNull();
    expect(publishView(undefined)).toBeNull();
  });
});

describe('publishPollInterval', () => {
  it('polls every second while queued or rendering, else every 15 s', () => {
    expect(publishPollInterval(status({ state: 'queued' }))).toBe(1000);
    expect(publishPollInterval(status({ state: 'rendering' }))).toBe(1000);
    expect(publishPollInterval(status({ state: 'live' }))).toBe(15_000);
    expect(publishPollInterval(status({ state: 'failed' }))).toBe(15_000);
    expect(publishPollInterval(undefined)).toBe(15_000);
  });
});

describe('lastPublishedAt', () => {
  it('uses the end of the job, else its start', () => {
    expect(lastPublishedAt(status({}))).toBe('2026-03-10T10:00:02.000Z');
    expect(lastPublishedAt(status({ state: 'rendering', finishedAt: null }))).toBe('2026-03-10T10:00:00.000Z');
  });

  it('falls back to the live release’s date when the status has no times', () => {
    const noTimes: PublishStatus = { state: 'live', releaseId: 'r2', startedAt: null, finishedAt: null, durationMs: null, error: null };
    const releases: Release[] = [
      { id: 'r1', createdAt: '2026-03-01T00:00:00Z', live: false, pages: 3 },
      { id: 'r2', createdAt: '2026-03-02T00:00:00Z', live: true, pages: 3 },
    ];
    expect(lastPublishedAt(noTimes, releases)).toBe('2026-03-02T00:00:00Z');
    expect(lastPublishedAt(noTimes)).toBeNull();
    // A queued publish has not started: no time, not the live release's.
    expect(lastPublishedAt({ ...noTimes, jobId: 4, state: 'queued' }, releases)).toBeNull();
  });
});

describe('previousRelease', () => {
  const r = (id: string, createdAt: string, live = false): Release => ({ id, createdAt, live, pages: 3 });

  it('is the newest release older than the live one, whatever the order given', () => {
    const releases = [
      r('r1', '2026-03-01T00:00:00Z'),
      r('r3', '2026-03-03T00:00:00Z', true),
      r('r2', '2026-03-02T00:00:00Z'),
      r('r4', '2026-03-04T00:00:00Z'),
    ];
    expect(previousRelease(releases)?.id).toBe('r2');
  });

  it('is null without a live release or without an older one', () => {
    expect(previousRelease([r('r1', '2026-03-01T00:00:00Z', true)])).toBeNull();
    expect(previousRelease([r('r1', '2026-03-01T00:00:00Z'), r('r2', '2026-03-02T00:00:00Z')])).toBeNull();
    expect(previousRelease([])).toBeNull();
    expect(previousRelease(undefined)).toBeNull();
  });
});
