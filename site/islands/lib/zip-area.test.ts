import { describe, expect, it } from 'vitest';
import { checkZipArea, zipAreaNote, zipLookupUrl } from './zip-area.ts';

const outside = (nearest: unknown) => ({ success: true, data: { zip: '85701', served: false, nearest } });

describe('the quote form’s service-area note', () => {
  it('tells a ZIP outside the areas which served city is nearest, and that the request can still be sent', () => {
    expect(
      zipAreaNote('Prestige Mobile Detailing', outside({ area: { id: 3, city: 'Queen Creek', state: 'AZ' }, distance_miles: 81 })),
    ).toBe(
      "Prestige Mobile Detailing doesn't list 85701 in its service areas yet; the nearest is Queen Creek, 81 miles away. You can still send your request.",
    );
    expect(zipAreaNote('Acme', outside({ area: { id: 3, city: 'Mesa', state: 'AZ' }, distance_miles: 1 }))).toContain('Mesa, 1 mile away.');
    expect(zipAreaNote('Acme', outside(null))).toBe("Acme doesn't list 85701 in its service areas yet. You can still send your request.");
  });

  it('says nothing for a served ZIP or an answer it does not understand', () => {
    expect(
      zipAreaNote('Acme', { success: true, data: { zip: '85281', served: true, area: { id: 1, city: 'Tempe', state: 'AZ' } } }),
    ).toBeUndefined();
    for (const body of [undefined, null, 'x', { success: false, error: 'We could not find ZIP code 00000' }, { success: true, data: [] }]) {
      expect(zipAreaNote('Acme', body)).toBeUndefined();
    }
  });

  it('looks up whole ZIP codes only, and shows nothing when the lookup fails', async () => {
    const calls: string[] = [];
    const answering = (status: number, body: unknown) =>
      (async (url: string | URL | Request) => {
        calls.push(String(url));
        return new Response(JSON.stringify(body), { status });
      }) as typeof fetch;
    expect(await checkZipArea('acme', 'Acme', '8570', answering(200, outside(null)))).toBeUndefined();
    expect(calls).toEqual([]);
    expect(await checkZipArea('acme', 'Acme', ' 85701 ', answering(200, outside(null)))).toContain("doesn't list 85701");
    expect(calls).toEqual([zipLookupUrl('acme', '85701')]);
    expect(calls[0]).toBe('/api/service-areas/acme/lookup?zip=85701');
    expect(await checkZipArea('acme', 'Acme', '00000', answering(404, { success: false }))).toBeUndefined();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await checkZipArea('acme', 'Acme', '85701', offline)).toBeUndefined();
  });
});
