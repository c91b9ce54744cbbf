/** Service-areas modal grouping (spec 1 §2): by state, count per state, primary first, then A-Z. */
import { groupAreasByState as groupByStateCode } from '#core/validation/service-areas.ts';

const nameOrder = new Intl.Collator('en');

export interface AreaLike {
  city: string;
  state: string;
  stateName: string;
  primary: boolean;
}

export interface StateGroup<T extends AreaLike> {
  state: string;
  stateName: string;
  count: number;
  cities: T[];
}

/** The locations tab's grouping (core: by upper-cased code, cities A-Z), shown by state name with the primary city first. */
export function groupAreasByState<T extends AreaLike>(areas: readonly T[]): StateGroup<T>[] {
  return groupByStateCode(areas)
    .map(({ state, areas: cities }) => ({
      state,
      stateName: cities[0]?.stateName || state,
      count: cities.length,
      cities: [...cities.filter((c) => c.primary), ...cities.filter((c) => !c.primary)],
    }))
    .sort((a, b) => nameOrder.compare(a.stateName, b.stateName) || nameOrder.compare(a.state, b.state));
}

/** "1 city" / "12 cities". */
export function cityCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'city' : 'cities'}`;
}
