import { describe, expect, it } from 'vitest';
import type { Service } from '../api/services.ts';
import {
  appliedTiers,
  canSave,
  type EditorAction,
  type EditorState,
  editorReducer,
  initEditor,
  saveErrors,
  servicePayload,
} from './editor.ts';

const where = { vehicleId: 3, categoryId: 7 };

const service: Service = {
  id: 5,
  slug: 'ceramic-coating',
  name: 'Ceramic Coating',
  description: '',
  categoryId: 4,
  vehicleIds: [1, 3],
  pricingUnit: 'flat',
  active: true,
  featured: false,
  sortOrder: 0,
  basePriceCents: 59900,
  minDurationMinutes: 240,
  tiers: [
    {
      id: 21,
      name: 'Pro',
      priceCents: 99950,
      durationMinutes: 480,
      description: 'Five years',
      features: ['Two layers', 'Wheels'],
      enabled: true,
      popular: true,
      sortOrder: 1,
      sizePricesCents: { xl: 129900 },
    },
    {
      id: 20,
      name: 'Essential',
      priceCents: 59900,
      durationMinutes: 240,
      description: '',
      features: [],
      enabled: true,
      popular: false,
      sortOrder: 0,
      sizePricesCents: {},
    },
  ],
};

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('a new service', () => {
  const fresh = initEditor(null, where);

  it('starts without a name, in the selected vehicle and category, with the spec’s blank tier open', () => {
    expect(fresh.name).toBe('');
    expect(fresh.vehicleIds).toEqual([3]);
    expect(fresh.categoryId).toBe(7);
    expect(fresh.active).toBe(true);
    expect(fresh.tiers).toHaveLength(1);
    expect(fresh.editing?.key).toBe(fresh.tiers[0]?.key);
    expect(fresh.tiers[0]).toMatchObject({ name: '', price: '0', duration: '60', enabled: true, popular: false, features: '' });
  });

  it('enables Save only with a name and a named tier, the open edit counting', () => {
    expect(canSave(fresh)).toBe(false);
    const named = run(fresh, { type: 'name', name: 'Headlight Restoration' });
    expect(canSave(named)).toBe(false);
    expect(canSave(run(named, { type: 'draft', patch: { name: '   ' } }))).toBe(false);
    expect(canSave(run(named, { type: 'draft', patch: { name: 'Both lights' } }))).toBe(true);
    expect(canSave(run(fresh, { type: 'draft', patch: { name: 'Both lights' } }, { type: 'name', name: ' ' }))).toBe(false);
  });

  it('sends cents, minutes, a feature list and drops tiers left without a name', () => {
    const state = run(
      fresh,
      { type: 'name', name: '  Headlight Restoration ' },
      { type: 'draft', patch: { name: 'Both lights', price: '89.5', duration: '', features: 'Sanded\n\n  UV sealed  ' } },
      { type: 'saveTier' },
      { type: 'addTier' },
      { type: 'addTier' },
      { type: 'draft', patch: { name: 'Four lights', price: '', duration: '90' } },
    );
    expect(servicePayload(state)).toEqual({
      name: 'Headlight Restoration',
      categoryId: 7,
      vehicleIds: [3],
      active: true,
      tiers: [
        {
          name: 'Both lights',
          priceCents: 8950,
          durationMinutes: 0,
          description: '',
          features: ['Sanded', 'UV sealed'],
          enabled: true,
          popular: false,
          sizePricesCents: {},
        },
        {
          name: 'Four lights',
          priceCents: 0,
          durationMinutes: 90,
          description: '',
          features: [],
          enabled: true,
          popular: false,
          sizePricesCents: {},
        },
      ],
    });
  });

  it('offers the service for more vehicles, or fewer', () => {
    const state = run(fresh, { type: 'vehicle', vehicleId: 1, offered: true }, { type: 'vehicle', vehicleId: 3, offered: false });
    expect(servicePayload(state).vehicleIds).toEqual([1]);
    expect(servicePayload(run(state, { type: 'vehicle', vehicleId: 8, offered: true })).vehicleIds).toEqual([1, 8]);
  });
});

describe('editing a service', () => {
  const opened = initEditor(service, where);

  it('opens with the service’s tiers in their order, none being edited, prices as dollars', () => {
    expect(opened.name).toBe('Ceramic Coating');
    expect(opened.categoryId).toBe(4);
    expect(opened.vehicleIds).toEqual([1, 3]);
    expect(opened.editing).toBeNull();
    expect(opened.tiers.map((t) => [t.name, t.price, t.duration])).toEqual([
      ['Essential', '599', '240'],
      ['Pro', '999.50', '480'],
    ]);
    expect(opened.tiers[1]?.features).toBe('Two layers\nWheels');
  });

  it('edits one tier at a time: Save applies the edit, Cancel discards it', () => {
    const key = opened.tiers[1]!.key;
    const editing = run(opened, { type: 'edit', key }, { type: 'draft', patch: { price: '1099' } });
    expect(editing.tiers[1]?.price).toBe('999.50');
    expect(run(editing, { type: 'cancelTier' }).tiers[1]?.price).toBe('999.50');
    expect(run(editing, { type: 'cancelTier' }).editing).toBeNull();
    const saved = run(editing, { type: 'saveTier' });
    expect(saved.tiers[1]?.price).toBe('1099');
    expect(saved.editing).toBeNull();
  });

  it('keeps what was typed in the open tier when another one is opened', () => {
    const [first, second] = opened.tiers;
    const state = run(
      opened,
      { type: 'edit', key: first!.key },
      { type: 'draft', patch: { name: 'Basic' } },
      { type: 'edit', key: second!.key },
    );
    expect(state.editing?.key).toBe(second!.key);
    expect(state.tiers[0]?.name).toBe('Basic');
  });

  it('keeps ids, size prices and the new order in what it sends', () => {
    const pro = opened.tiers[1]!.key;
    const payload = servicePayload(run(opened, { type: 'move', key: pro, by: -1 }));
    expect(payload.tiers.map((t) => [t.id, t.name])).toEqual([
      [21, 'Pro'],
      [20, 'Essential'],
    ]);
    expect(payload.tiers[0]?.sizePricesCents).toEqual({ xl: 129900 });
    expect(opened.tiers[1]?.sizePrices).toEqual({ xs: '', s: '', m: '', l: '', xl: '1299' });
    expect(payload.tiers[0]?.priceCents).toBe(99950);
  });

  it('sends a price per vehicle size only for the sizes given one, in cents', () => {
    const pro = opened.tiers[1]!;
    const state = run(
      opened,
      { type: 'edit', key: pro.key },
      { type: 'draft', patch: { sizePrices: { ...pro.sizePrices, xs: '899.5', xl: '', l: '0' } } },
    );
    expect(servicePayload(state).tiers[1]?.sizePricesCents).toEqual({ xs: 89950, l: 0 });
  });

  it('does not move a tier past either end', () => {
    const [first, last] = opened.tiers;
    expect(run(opened, { type: 'move', key: first!.key, by: -1 })).toBe(opened);
    expect(run(opened, { type: 'move', key: last!.key, by: 1 })).toBe(opened);
  });

  it('appends the blank tier and opens it on Add Tier', () => {
    const state = run(opened, { type: 'addTier' });
    expect(state.tiers).toHaveLength(3);
    expect(state.editing?.key).toBe(state.tiers[2]?.key);
    expect(state.tiers[2]).toMatchObject({ id: null, name: '', price: '0', duration: '60', enabled: true, popular: false });
    expect(new Set(run(state, { type: 'addTier' }).tiers.map((t) => t.key)).size).toBe(4);
  });

  it('removes a tier only while more than one remains', () => {
    const [first, second] = opened.tiers;
    const one = run(opened, { type: 'removeTier', key: first!.key });
    expect(one.tiers.map((t) => t.id)).toEqual([21]);
    expect(run(one, { type: 'removeTier', key: second!.key })).toBe(one);
  });

  it('closes the edit of a tier that is removed', () => {
    const key = opened.tiers[0]!.key;
    expect(run(opened, { type: 'edit', key }, { type: 'removeTier', key }).editing).toBeNull();
  });

  it('goes back to the values it opened with on reset (the modal’s Cancel)', () => {
    const changed = run(
      opened,
      { type: 'name', name: 'Coating' },
      { type: 'addTier' },
      { type: 'active', active: false },
      { type: 'move', key: opened.tiers[1]!.key, by: -1 },
    );
    const reset = run(changed, { type: 'reset' });
    expect(servicePayload(reset)).toEqual(servicePayload(opened));
    expect(reset.editing).toBeNull();
  });

  it('puts a 400 answer’s messages on the service and on the tier they belong to, blank tiers not counted', () => {
    const state = run(opened, { type: 'addTier' }, { type: 'saveTier' }, { type: 'move', key: opened.tiers[1]!.key, by: 1 });
    // Sent: Essential (0), Pro (1); the blank tier between them is not.
    expect(appliedTiers(state).map((t) => t.name)).toEqual(['Essential', '', 'Pro']);
    const errors = saveErrors(state, { name: 'Service name is required', 'tiers.1.durationMinutes': 'Duration must be positive' });
    expect(errors.service).toEqual({ name: 'Service name is required' });
    expect(errors.tiers).toEqual({ [opened.tiers[1]!.key]: { durationMinutes: 'Duration must be positive' } });
  });
});
