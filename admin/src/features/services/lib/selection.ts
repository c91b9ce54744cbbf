/**
 * The Services tab's selection (spec 3 §4 "Service selection"): a vehicle (or the industry's own
 * axis: home sizes, pet sizes...), one of its categories and one service of that pair.
 *
 * - Changing the vehicle resets the category to that vehicle's first category and clears the service.
 * - Changing the category clears the service.
 * - After a load, the first service is selected if none is chosen or the chosen one no longer exists.
 *
 * Pure: no React. The component keeps it in a `useReducer`.
 */
export interface Selection {
  vehicleId: number;
  categoryId: number;
  serviceId: number | null;
}

export type SelectionAction =
  /** `firstCategoryId`: the first category of the new vehicle (the industry's lists decide it). */
  | { type: 'vehicle'; vehicleId: number; firstCategoryId: number }
  | { type: 'category'; categoryId: number }
  | { type: 'service'; serviceId: number }
  /** The services of the selected vehicle and category arrived (ids in display order). */
  | { type: 'loaded'; serviceIds: readonly number[] };

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'vehicle':
      if (action.vehicleId === state.vehicleId) return state;
      return { vehicleId: action.vehicleId, categoryId: action.firstCategoryId, serviceId: null };
    case 'category':
      if (action.categoryId === state.categoryId) return state;
      return { ...state, categoryId: action.categoryId, serviceId: null };
    case 'service':
      return action.serviceId === state.serviceId ? state : { ...state, serviceId: action.serviceId };
    case 'loaded': {
      if (state.serviceId !== null && action.serviceIds.includes(state.serviceId)) return state;
      const first = action.serviceIds[0] ?? null;
      return first === state.serviceId ? state : { ...state, serviceId: first };
    }
  }
}
