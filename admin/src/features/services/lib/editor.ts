/**
 * The multi-tier pricing editor (spec 3 §4 "Service editor", §5 "Service modal"): the service's
 * name and its tiers, one tier edited at a time.
 *
 * - A tier is viewed or being edited; Save applies the edit, Cancel discards it.
 * - Add Tier appends the spec's blank tier and opens it for editing (the modal scrolls to it).
 * - Remove Tier only while more than one tier remains.
 * - Move up/down sets the order the tiers are saved in (their sort order).
 * - Reset (the modal's Cancel) goes back to the values the editor opened with.
 *
 * The rules themselves (input parsing, blank tiers, when Save is enabled, the blank tier) are
 * core's; this file holds the editor's state around them. Pure: no React.
 */
import { VEHICLE_SIZES, type VehicleSize } from '#core/services/catalog.ts';
import {
  blankTier,
  canRemoveTier,
  canSaveService,
  dropBlankTiers,
  parseDurationInput,
  parsePriceInput,
} from '#core/validation/services.ts';
import type { Service, ServiceInput, ServiceTier, TierInput } from '../api/services.ts';

/** A tier as the editor holds it: price (dollars) and duration (minutes) as typed. */
export interface EditableTier {
  /** Stable within one editor session: React key and scroll target. */
  key: string;
  /** The saved tier's id; null for a tier added in this session. */
  id: number | null;
  name: string;
  price: string;
  duration: string;
  description: string;
  /** One feature per line. */
  features: string;
  enabled: boolean;
  popular: boolean;
  /** Detailing's own price per vehicle size, as typed; empty: the tier's price. */
  sizePrices: Record<VehicleSize, string>;
}

export interface EditorSnapshot {
  name: string;
  categoryId: number;
  /** The vehicles (or the industry's equivalent) the service is offered for. */
  vehicleIds: number[];
  /** Shown on the site. */
  active: boolean;
  tiers: EditableTier[];
  /** The tier being edited and its unsaved values. */
  editing: EditableTier | null;
}

export interface EditorState extends EditorSnapshot {
  /** What Reset goes back to. */
  initial: EditorSnapshot;
  /** Next key for a tier added in this session. */
  nextKey: number;
}

export type EditorAction =
  | { type: 'name'; name: string }
  | { type: 'vehicle'; vehicleId: number; offered: boolean }
  | { type: 'active'; active: boolean }
  | { type: 'edit'; key: string }
  | { type: 'draft'; patch: Partial<Omit<EditableTier, 'key' | 'id'>> }
  | { type: 'saveTier' }
  | { type: 'cancelTier' }
  | { type: 'addTier' }
  | { type: 'removeTier'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'reset' };

const centsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const sizeText = (cents: number | undefined) => (cents === undefined ? '' : centsText(cents));

function draftOf(tier: Omit<ServiceTier, 'id' | 'sortOrder'>, key: string, id: number | null): EditableTier {
  return {
    key,
    id,
    name: tier.name,
    price: centsText(tier.priceCents),
    duration: String(tier.durationMinutes),
    description: tier.description,
    features: tier.features.join('\n'),
    enabled: tier.enabled,
    popular: tier.popular,
    sizePrices: Object.fromEntries(VEHICLE_SIZES.map((size) => [size, sizeText(tier.sizePricesCents[size])])) as Record<
      VehicleSize,
      string
    >,
  };
}

const blankDraft = (key: string) => draftOf(blankTier(), key, null);

/**
 * The editor for a service (Edit: tiers in their saved order) or for a new one in the selected
 * vehicle and category (Add: no name, one blank tier open for editing).
 */
export function initEditor(service: Service | null, where: { vehicleId: number; categoryId: number }): EditorState {
  let snapshot: EditorSnapshot;
  if (service) {
    const tiers = [...service.tiers].sort((a, b) => a.sortOrder - b.sortOrder).map((t) => draftOf(t, `t${t.id}`, t.id));
    snapshot = {
      name: service.name,
      categoryId: service.categoryId,
      vehicleIds: service.vehicleIds,
      active: service.active,
      tiers,
      editing: null,
    };
  } else {
    const first = blankDraft('n0');
    snapshot = { name: '', categoryId: where.categoryId, vehicleIds: [where.vehicleId], active: true, tiers: [first], editing: first };
  }
  return { ...snapshot, initial: snapshot, nextKey: 1 };
}

/** The tiers with the open edit applied (what the modal's Save sends). */
export function appliedTiers(state: EditorSnapshot): EditableTier[] {
  const { editing } = state;
  return editing ? state.tiers.map((t) => (t.key === editing.key ? editing : t)) : state.tiers;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'name':
      return { ...state, name: action.name };
    case 'vehicle': {
      const others = state.vehicleIds.filter((id) => id !== action.vehicleId);
      return { ...state, vehicleIds: action.offered ? [...others, action.vehicleId] : others };
    }
    case 'active':
      return { ...state, active: action.active };
    case 'edit': {
      if (state.editing?.key === action.key) return state;
      const tier = state.tiers.find((t) => t.key === action.key);
      // Opening another tier keeps what was typed in the open one (nothing typed is lost silently).
      return tier ? { ...state, tiers: appliedTiers(state), editing: tier } : state;
    }
    case 'draft':
      return state.editing ? { ...state, editing: { ...state.editing, ...action.patch } } : state;
    case 'saveTier':
      return state.editing ? { ...state, tiers: appliedTiers(state), editing: null } : state;
    case 'cancelTier':
      return { ...state, editing: null };
    case 'addTier': {
      const tier = blankDraft(`n${state.nextKey}`);
      return { ...state, tiers: [...appliedTiers(state), tier], editing: tier, nextKey: state.nextKey + 1 };
    }
    case 'removeTier': {
      if (!canRemoveTier(state.tiers.length)) return state;
      const tiers = state.tiers.filter((t) => t.key !== action.key);
      if (tiers.length === state.tiers.length) return state;
      return { ...state, tiers, editing: state.editing?.key === action.key ? null : state.editing };
    }
    case 'move': {
      const from = state.tiers.findIndex((t) => t.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.tiers.length) return state;
      const tiers = [...state.tiers];
      const [tier] = tiers.splice(from, 1) as [EditableTier];
      tiers.splice(to, 0, tier);
      return { ...state, tiers };
    }
    case 'reset':
      return { ...state, ...state.initial };
  }
}

/** A tier as the API takes it: cents, minutes, features as a list (its position is its order). */
export function tierInput(draft: EditableTier): TierInput {
  return {
    ...(draft.id === null ? {} : { id: draft.id }),
    name: draft.name.trim(),
    priceCents: parsePriceInput(draft.price),
    durationMinutes: parseDurationInput(draft.duration),
    description: draft.description.trim(),
    features: draft.features
      .split('\n')
      .map((f) => f.trim())
      .filter(Boolean),
    enabled: draft.enabled,
    popular: draft.popular,
    // A size left empty has no price of its own (the tier's applies), unlike the tier's price, where empty is 0.
    sizePricesCents: Object.fromEntries(
      VEHICLE_SIZES.filter((size) => draft.sizePrices[size].trim() !== '').map((size) => [size, parsePriceInput(draft.sizePrices[size])]),
    ),
  };
}

/** Spec 3 §5: Save only with a name and one named tier (the open edit counts). */
export function canSave(state: EditorSnapshot): boolean {
  return canSaveService(state.name, appliedTiers(state));
}

/** What the modal's Save sends: the service and its named tiers, in order (spec 3 §5: blank ones dropped). */
export function servicePayload(state: EditorSnapshot): ServiceInput {
  return {
    name: state.name.trim(),
    categoryId: state.categoryId,
    vehicleIds: [...state.vehicleIds].sort((a, b) => a - b),
    active: state.active,
    tiers: dropBlankTiers(appliedTiers(state)).map((t) => tierInput(t)),
  };
}

export interface SaveErrors {
  /** Messages of the service's own fields ('name', 'vehicleIds', ...). */
  service: Record<string, string>;
  /** Per tier key, messages of its fields ('priceCents', 'durationMinutes', ...). */
  tiers: Record<string, Record<string, string>>;
}

/**
 * A 400 answer's `fields` ('name', 'tiers.1.priceCents') put back on the editor: the tier index is
 * its place among the tiers sent, which left out the blank ones.
 */
export function saveErrors(state: EditorSnapshot, fields: Record<string, string> | undefined): SaveErrors {
  const out: SaveErrors = { service: {}, tiers: {} };
  const sent = dropBlankTiers(appliedTiers(state));
  for (const [path, message] of Object.entries(fields ?? {})) {
    const tier = /^tiers\.(\d+)\.(\w+)/.exec(path);
    const key = tier ? sent[Number(tier[1])]?.key : undefined;
    if (tier && key) out.tiers[key] = { ...out.tiers[key], [tier[2] as string]: message };
    else out.service[path.split('.')[0] as string] ??= message;
  }
  return out;
}
