import { describe, expect, it } from 'vitest';
import { type Selection, selectionReducer } from './selection.ts';

const start: Selection = { vehicleId: 1, categoryId: 3, serviceId: 12 };

describe('service selection (spec 3 §4)', () => {
  it('resets the category to the new vehicle’s first and clears the service when the vehicle changes', () => {
    expect(selectionReducer(start, { type: 'vehicle', vehicleId: 4, firstCategoryId: 3 })).toEqual({
      vehicleId: 4,
      categoryId: 3,
      serviceId: null,
    });
    const inAddons = { ...start, categoryId: 7 };
    expect(selectionReducer(inAddons, { type: 'vehicle', vehicleId: 2, firstCategoryId: 3 }).categoryId).toBe(3);
  });

  it('keeps everything when the same vehicle or category is chosen again', () => {
    expect(selectionReducer(start, { type: 'vehicle', vehicleId: 1, firstCategoryId: 3 })).toBe(start);
    expect(selectionReducer(start, { type: 'category', categoryId: 3 })).toBe(start);
  });

  it('clears the service when the category changes', () => {
    expect(selectionReducer(start, { type: 'category', categoryId: 7 })).toEqual({ vehicleId: 1, categoryId: 7, serviceId: null });
  });

  it('selects a service', () => {
    expect(selectionReducer(start, { type: 'service', serviceId: 15 }).serviceId).toBe(15);
  });

  it('selects the first service after a load when none is chosen', () => {
    const none = { ...start, serviceId: null };
    expect(selectionReducer(none, { type: 'loaded', serviceIds: [20, 21] }).serviceId).toBe(20);
  });

  it('keeps the chosen service after a load that still has it', () => {
    expect(selectionReducer(start, { type: 'loaded', serviceIds: [10, 12] })).toBe(start);
  });

  it('selects the first service when the chosen one is gone, and none when the list is empty', () => {
    expect(selectionReducer(start, { type: 'loaded', serviceIds: [10, 11] }).serviceId).toBe(10);
    expect(selectionReducer(start, { type: 'loaded', serviceIds: [] }).serviceId).toBeNull();
    const none = { ...start, serviceId: null };
    expect(selectionReducer(none, { type: 'loaded', serviceIds: [] })).toBe(none);
  });
});
