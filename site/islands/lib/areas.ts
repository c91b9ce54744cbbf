/** Service-areas modal grouping (spec 1 §2): by state, count per state, primary first, then A-Z. */

/** Built once: localeCompare with options builds a collator on every call, which is slow in a publish. */
const cityOrder = new Intl.Collator('en', { sensitivity: 'base' });
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

export function groupAreasByState<T extends AreaLike>(areas: readonly T[]): StateGroup<T>[] {
  const groups = new Map<string, StateGroup<T>>();
  for (const area of areas) {
    const code = area.state.trim().toUpperCase();
    let group = groups.get(code);
    if (!group) {
      group = { state: code, stateName: area.stateName || code, count: 0, cities: [] };
      groups.set(code, group);
    }
    group.cities.push(area);
    group.count++;
  }
  const byCity = (a: T, b: T) => cityOrder.compare(a.city, b.city);
  return [...groups.values()]
    .map((g) => ({ ...g, cities: [...g.cities.filter((c) => c.primary), ...g.cities.filter((c) => !c.primary).sort(byCity)] }))
    .sort((a, b) => nameOrder.compare(a.stateName, b.stateName) || nameOrder.compare(a.state, b.state));
}

/** "1 city" / "12 cities". */
export function cityCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'city' : 'cities'}`;
}
