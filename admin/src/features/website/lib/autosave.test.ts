import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveState, createAutosave, WEBSITE_CONTENT_AUTOSAVE_MS } from './autosave.ts';

/** A save whose answer the test controls. */
function controlledSave() {
  const calls: { value: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
  );
  return { save, calls };
}

function setup(options: { initial?: string; validate?: (v: string) => string | undefined } = {}) {
  const { save, calls } = controlledSave();
  const states: AutosaveState[] = [];
  const autosave = createAutosave<string>({
    initial: options.initial ?? 'Old title',
    save,
    validate: options.validate,
    onState: (s) => states.push(s),
    describeError: (e) => (e instanceof Error ? e.message : 'Failed to save website content'),
  });
  const statuses = () => states.map((s) => s.status);
  return { autosave, save, calls, states, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave of a website-content field', () => {
  it('waits 1000 ms after the last change (spec 3 §9), then saves only the newest value', async () => {
    expect(WEBSITE_CONTENT_AUTOSAVE_MS).toBe(1000);
    const { autosave, save, calls, statuses } = setup();
    autosave.change('N');
    await vi.advanceTimersByTimeAsync(600);
    autosave.change('Ne');
    await vi.advanceTimersByTimeAsync(600);
    autosave.change('New title');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.state().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('New title');
    expect(autosave.state().status).toBe('saving');
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(autosave.state()).toEqual({ status: 'saved' });
    expect(statuses()).toEqual(['pending', 'saving', 'saved']);
  });

  it('shows the error with its message, and the next change tries again', async () => {
    const { autosave, save, calls } = setup();
    autosave.change('New title');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('Hero title must be at most 120 characters'));
    await vi.runAllTimersAsync();
    expect(autosave.state()).toEqual({ status: 'error', error: 'Hero title must be at most 120 characters', retryable: true });
    autosave.change('New title!');
    expect(autosave.state().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    calls[1]!.resolve();
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.state().status).toBe('saved');
  });

  it('retry sends the failed value again at once', async () => {
    const { autosave, save, calls } = setup();
    autosave.change('New title');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('Network error. Please try again.'));
    await vi.runAllTimersAsync();
    const retried = autosave.retry();
    expect(save).toHaveBeenLastCalledWith('New title');
    calls[1]!.resolve();
    await retried;
    expect(autosave.state().status).toBe('saved');
  });

  it('does not send a value equal to the saved one, and going back to it cancels the pending save', async () => {
    const { autosave, save } = setup();
    autosave.change('Old title!');
    autosave.change('Old title');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.state().status).toBe('idle');
  });

  it('one save at a time: a change made while saving is sent after it', async () => {
    const { autosave, save, calls } = setup();
    autosave.change('First');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    autosave.change('Second');
    await vi.advanceTimersByTimeAsync(1000);
    // The pause is over but the first save has not answered: nothing sent in parallel.
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.busy()).toBe(true);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('Second');
    calls[1]!.resolve();
    await vi.runAllTimersAsync();
    expect(autosave.state().status).toBe('saved');
    expect(autosave.busy()).toBe(false);
  });

  it('a change while saving waits for its own pause after the save answers', async () => {
    const { autosave, save, calls, statuses } = setup();
    autosave.change('First');
    await vi.advanceTimersByTimeAsync(1000);
    autosave.change('Second');
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.state().status).toBe('pending');
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    await vi.runAllTimersAsync();
    expect(statuses()).toEqual(['pending', 'saving', 'pending', 'saving', 'saved']);
  });

  it('flush sends a pending change at once', async () => {
    const { autosave, save, calls } = setup();
    autosave.change('New title');
    const flushed = autosave.flush();
    expect(save).toHaveBeenCalledWith('New title');
    calls[0]!.resolve();
    await flushed;
    expect(autosave.state().status).toBe('saved');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a value the client-side check refuses is not sent', async () => {
    const { autosave, save } = setup({ validate: (v) => (v.length > 5 ? 'Hero title must be at most 5 characters' : undefined) });
    autosave.change('Too long');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.state()).toEqual({ status: 'error', error: 'Hero title must be at most 5 characters', retryable: false });
  });

  it('dispose sends a pending change (leaving a tab mid-typing loses nothing) and reports no more states', async () => {
    const { autosave, save, calls, states } = setup();
    autosave.change('New title');
    const before = states.length;
    autosave.dispose();
    expect(save).toHaveBeenCalledWith('New title');
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(states.length).toBe(before);
  });
});

describe('going back to the saved value', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('after an error shows the last good state again (saved stays saved)', async () => {
    const { autosave, calls } = setup({ validate: (v) => (v.length > 12 ? 'Hero title must be at most 12 characters' : undefined) });
    autosave.change('New title');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    autosave.change('Far too long a title');
    await vi.advanceTimersByTimeAsync(1000);
    expect(autosave.state().status).toBe('error');
    autosave.change('New title');
    expect(autosave.state()).toEqual({ status: 'saved' });
  });
});
