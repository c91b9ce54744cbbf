/**
 * The estimate composer (issue 16 §3): lines picked from the business's services and tiers or typed
 * freely, each optional or not, with the price and duration as typed; the defaults (a tier's price,
 * the tiers' durations summed, valid for 14 days) and the totals shown while composing. The rules
 * and their messages are core's (core/estimates/), the same the API checks. Pure: no React.
 */
import '../../../shared/lib/zod.ts';
import { acceptsDurationInput, acceptsPriceInput, parseDurationInput, parsePriceInput } from '#core/validation/services.ts';
import { addCalendarDays, type EstimateInput, type EstimateItem, estimateInputSchema, estimateTotals } from '#core/estimates/estimates.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { formatPriceCents } from '#core/format/money.ts';
import type { Estimate } from './types.ts';

/** How long a new estimate stays valid unless the owner picks another day. */
export const DEFAULT_VALID_DAYS = 14;

export interface DraftLine {
  /** Stable within the composer (React key); a stored line's id once saved. */
  key: string;
  /** The stored line's id (sent back so the API keeps it); null for a line added now. */
  id: string | null;
  serviceId: number | null;
  tierId: number | null;
  /** The tier's duration, summed into the default duration; 0 for a free-text line. */
  durationMinutes: number;
  description: string;
  /** Dollars as typed. */
  price: string;
  optional: boolean;
}

export interface ComposerDraft {
  lines: DraftLine[];
  /** Minutes as typed; empty: the tiers' sum. */
  duration: string;
  validUntil: string;
  message: string;
}

export interface TierChoice {
  serviceId: number;
  tierId: number;
  serviceName: string;
  tierName: string;
  priceCents: number;
  durationMinutes: number;
}

/** Cents as the price field shows them: "149", "149.50". */
export const priceText = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The line a tier adds: "Full Detail: Premium" at the tier's price. */
export function tierLine(choice: TierChoice, key: string): DraftLine {
  const description =
    choice.tierName.trim() && choice.tierName !== choice.serviceName ? `${choice.serviceName}: ${choice.tierName}` : choice.serviceName;
  return {
    key,
    id: null,
    serviceId: choice.serviceId,
    tierId: choice.tierId,
    durationMinutes: choice.durationMinutes,
    description,
    price: priceText(choice.priceCents),
    optional: false,
  };
}

export const freeLine = (key: string): DraftLine => ({
  key,
  id: null,
  serviceId: null,
  tierId: null,
  durationMinutes: 0,
  description: '',
  price: '',
  optional: false,
});

/**
 * A new estimate, valid for 14 days, with a line for each service the visitor asked for that the
 * business offers under that name (its first tier; the owner changes the tier or the price).
 */
export function newDraft(today: string, requested: readonly string[], tiers: readonly TierChoice[]): ComposerDraft {
  const lines: DraftLine[] = [];
  for (const name of requested) {
    const wanted = name.trim().toLowerCase();
    const tier = tiers.find((t) => t.serviceName.trim().toLowerCase() === wanted);
    if (tier && !lines.some((l) => l.serviceId === tier.serviceId)) lines.push(tierLine(tier, `n${lines.length + 1}`));
  }
  return { lines, duration: '', validUntil: addCalendarDays(today, DEFAULT_VALID_DAYS), message: '' };
}

/** A stored draft opened again. */
export function draftOf(estimate: Estimate, tiers: readonly TierChoice[]): ComposerDraft {
  const durationOf = (tierId: number | null) => tiers.find((t) => t.tierId === tierId)?.durationMinutes ?? 0;
  return {
    lines: estimate.items.map((item) => ({
      key: item.id,
      id: item.id,
      serviceId: item.serviceId,
      tierId: item.tierId,
      durationMinutes: durationOf(item.tierId),
      description: item.description,
      price: priceText(item.priceCents),
      optional: item.optional,
    })),
    duration: String(estimate.durationMinutes),
    validUntil: estimate.validUntil,
    message: estimate.message ?? '',
  };
}

/** The default duration: the picked tiers' durations summed (at least the shortest an estimate may be). */
export function defaultDuration(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, line) => sum + line.durationMinutes, 0);
}

/** What the duration field holds: the owner's own figure, else the tiers' sum. */
export const durationOf = (draft: ComposerDraft): number =>
  draft.duration.trim() === '' ? defaultDuration(draft.lines) : parseDurationInput(draft.duration.trim());

/** Whether a field takes what was typed (the price: digits and one point; the duration: digits). */
export const takesPrice = acceptsPriceInput;
export const takesDuration = acceptsDurationInput;

export function estimateInput(draft: ComposerDraft): EstimateInput {
  const message = draft.message.trim();
  return {
    items: draft.lines.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      serviceId: line.serviceId,
      tierId: line.tierId,
      description: line.description.trim(),
      priceCents: parsePriceInput(line.price.trim()),
      optional: line.optional,
    })),
    durationMinutes: durationOf(draft),
    validUntil: draft.validUntil,
    ...(message ? { message } : {}),
  };
}

/** core's messages for what the draft would send, keyed as the API keys them ('items.0.priceCents'). */
export function draftErrors(draft: ComposerDraft, today: string): Record<string, string> {
  const parsed = estimateInputSchema(today).safeParse(estimateInput(draft));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export interface TotalsView {
  /** Every line that is not optional. */
  required: string;
  /** With every optional line ticked; null when there is no optional line. */
  withOptional: string | null;
}

export function totalsView(lines: readonly Pick<EstimateItem, 'priceCents' | 'optional' | 'id'>[]): TotalsView {
  const all = lines.filter((l) => l.optional).map((l) => l.id);
  const totals = estimateTotals(lines as EstimateItem[], all);
  return {
    required: formatPriceCents(totals.requiredCents),
    withOptional: all.length ? formatPriceCents(totals.totalCents) : null,
  };
}

/** The draft's totals while typing. */
export const draftTotals = (draft: ComposerDraft): TotalsView =>
  totalsView(draft.lines.map((line) => ({ id: line.key, priceCents: parsePriceInput(line.price.trim()), optional: line.optional })));

/** The business's tiers as the composer's picker lists them: active services, enabled tiers. */
export function tierChoices(
  services: readonly {
    id: number;
    name: string;
    active: boolean;
    tiers: readonly { id: number; name: string; priceCents: number; durationMinutes: number; enabled: boolean }[];
  }[],
): TierChoice[] {
  return services
    .filter((s) => s.active)
    .flatMap((s) =>
      s.tiers
        .filter((t) => t.enabled)
        .map((t) => ({
          serviceId: s.id,
          tierId: t.id,
          serviceName: s.name,
          tierName: t.name,
          priceCents: t.priceCents,
          durationMinutes: t.durationMinutes,
        })),
    );
}

/** The tiers by service, in the services' order (the picker's groups). */
export function tierGroups(tiers: readonly TierChoice[]): { serviceId: number; serviceName: string; tiers: TierChoice[] }[] {
  const groups: { serviceId: number; serviceName: string; tiers: TierChoice[] }[] = [];
  for (const tier of tiers) {
    const group = groups.find((g) => g.serviceId === tier.serviceId);
    if (group) group.tiers.push(tier);
    else groups.push({ serviceId: tier.serviceId, serviceName: tier.serviceName, tiers: [tier] });
  }
  return groups;
}

/** The browser's calendar day, 'YYYY-MM-DD' (the API checks the validity against the business's own). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
