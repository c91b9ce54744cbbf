/** Spec 1 §5 "Social URLs": a link without http/https gets https:// prepended; empty or blank means not configured. */
export function normalizeSocialUrl(input: string | null | undefined): string | undefined {
  const trimmed = (input ?? '').trim();
  if (trimmed === '') return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
