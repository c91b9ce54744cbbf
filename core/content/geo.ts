/** Distances between places on the map, for service areas and their radius (spec 1 §3: serviceRadiusMiles). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean radius of the Earth in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles: what "within N miles of the base" means. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
