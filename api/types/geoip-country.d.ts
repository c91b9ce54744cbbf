/** The part of geoip-country (no types of its own) that api/domain/analytics.ts uses. */
declare module 'geoip-country' {
  interface Lookup {
    /** ISO 3166-1 alpha-2. */
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
