/** URL slug: lower case ASCII letters, digits and single hyphens. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug of a city page: "Scottsdale", "AZ" -> "scottsdale-az". */
export function citySlug(city: string, state: string): string {
  return slugify(`${city} ${state}`);
}
