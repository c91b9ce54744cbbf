import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '#core/api/messages.ts';
import { alternativesOf, call } from './booking-api.ts';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

describe('the booking wizard’s calls', () => {
  it('give the data of a success', async () => {
    expect(await call('/x', {}, answering(200, { success: true, data: { released: true } }))).toEqual({
      ok: true,
      data: { released: true },
    });
  });

  it('give the status, message, per-field messages and data of a refusal', async () => {
    const taken = await call(
      '/x',
      { method: 'POST', body: {} },
      answering(409, {
        success: false,
        error: 'That time was just taken',
        data: { alternatives: [{ date: '2026-11-25', time: '09:30', start: '2026-11-25T16:30:00.000Z' }, { date: 7 }] },
      }),
    );
    expect(taken).toMatchObject({ ok: false, status: 409, error: 'That time was just taken', fields: {} });
    expect(taken.ok ? [] : alternativesOf(taken.data)).toEqual([{ date: '2026-11-25', time: '09:30', start: '2026-11-25T16:30:00.000Z' }]);
    const invalid = await call('/x', {}, answering(400, { success: false, error: 'Validation failed', fields: { zip: 'Bad', n: 3 } }));
    expect(invalid).toMatchObject({ ok: false, status: 400, fields: { zip: 'Bad' } });
  });

  it('say the network failed when no answer came, or one that is not JSON', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await call('/x', {}, failing)).toMatchObject({ ok: false, status: 0, error: NETWORK_ERROR_MESSAGE });
    const html = (async () => new Response('<html>', { status: 502 })) as typeof fetch;
    expect(await call('/x', {}, html)).toMatchObject({ ok: false, status: 502, error: NETWORK_ERROR_MESSAGE });
  });
});
