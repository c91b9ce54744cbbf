import { describe, expect, it } from 'vitest';
import { PREVIEW_ERRORS } from '#core/preview/payload.ts';
import type { PreviewTemplate } from '#core/site/types.ts';
import { loadPayload, loadPreviewDocument, PreviewFailure, verifyUrl } from './preview-page.ts';

const payload = { businessName: 'Desert Shine', phone: '6025550148', city: 'Mesa', state: 'AZ', industry: 'mobile-detailing' as const };
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PreviewFailure);
  const { message, detail, fields } = error as PreviewFailure;
  return { message, detail, fields };
};

describe('the preview page: reading parameters, then verifying (spec 3 §4 "Preview flow")', () => {
  it('asks verify for the token (and tenant_id when given), or for the five plain parameters', () => {
    expect(verifyUrl('?t=abc.def')).toBe('/api/preview/verify?t=abc.def');
    expect(verifyUrl('?t=abc&tenant_id=7')).toBe('/api/preview/verify?t=abc&tenant_id=7');
    expect(verifyUrl('?name=Desert+Shine&phone=6025550148&city=Mesa&state=az&industry=lawn-care')).toBe(
      '/api/preview/verify?businessName=Desert+Shine&phone=6025550148&city=Mesa&state=az&industry=lawn-care',
    );
  });

  it('says the link is incomplete without a token or all five values', async () => {
    expect(await failure(loadPayload('?businessName=Desert&phone=1', answer(200, {})))).toMatchObject({
      message: PREVIEW_ERRORS.missingParameters,
    });
    expect(await failure(loadPayload('', answer(200, {})))).toMatchObject({ message: PREVIEW_ERRORS.missingParameters });
  });

  it('returns the verified payload, and tells each failure in the words of spec 3 §8', async () => {
    expect(await loadPayload('?t=x', answer(200, { success: true, data: payload }))).toEqual(payload);
    expect(
      await failure(loadPayload('?t=x', answer(410, { error: 'Failed to verify preview', detail: 'This preview link has expired.' }))),
    ).toEqual({
      message: PREVIEW_ERRORS.verifyFailed,
      detail: 'This preview link has expired.',
      fields: [],
    });
    expect(
      await failure(
        loadPayload(
          '?businessName=D&phone=6025550148&city=Mesa&state=AZ&industry=x',
          answer(400, { fields: { businessName: 'too short' } }),
        ),
      ),
    ).toEqual({ message: PREVIEW_ERRORS.verifyFailed, detail: '', fields: ['too short'] });
    expect(await failure(loadPayload('?t=x', answer(200, { success: true, data: { ...payload, state: 'Arizona' } })))).toMatchObject({
      message: PREVIEW_ERRORS.invalidPayload,
    });
    expect(await failure(loadPayload('?t=x', answer(502, 'Bad gateway')))).toMatchObject({ message: PREVIEW_ERRORS.verifyFailed });
    expect(
      await failure(loadPayload('?t=x', answer(429, { error: 'Too many preview checks. Please wait a moment and try again.' }))),
    ).toEqual({
      message: PREVIEW_ERRORS.verifyFailed,
      detail: 'Too many preview checks. Please wait a moment and try again.',
      fields: [],
    });
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await failure(loadPayload('?t=x', offline))).toMatchObject({ message: PREVIEW_ERRORS.network });
  });

  it("says which industry's template could not be loaded, or that the industry is unknown here", async () => {
    const templates: PreviewTemplate[] = [
      {
        industry: 'mobile-detailing',
        title: 'Mobile Detailing',
        href: '/mobile-detailing-preview',
        demo: { name: 'Prestige', phoneDisplay: '(480) 555-0142', phoneHref: 'tel:+14805550142', location: 'Scottsdale, AZ' },
      },
    ];
    expect(await failure(loadPreviewDocument(payload, templates, answer(404, 'Not found')))).toMatchObject({
      message: 'Failed to load template for industry mobile-detailing',
    });
    expect(await failure(loadPreviewDocument({ ...payload, industry: 'barber' }, templates, answer(200, '')))).toMatchObject({
      message: PREVIEW_ERRORS.unknownIndustry,
    });
  });
});
