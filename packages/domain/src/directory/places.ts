/** US ZIP codes and distances between places, for the "advisors near a zip" search. */

/** A 5-digit ZIP or ZIP+4; only the first five digits locate a place. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';

/** The five digits of a ZIP or ZIP+4, or null when the text is not one. */
export function zip5Of(text: string): string | null {
  const trimmed = text.trim();
  return ZIP_PATTERN.test(trimmed) ? trimmed.slice(0, 5) : null;
}

/** The radii a visitor can choose, in miles; the search starts at the default and can widen. */
export const SEARCH_RADII_MILES = [10, 25, 50, 100, 250] as const;
export type SearchRadiusMiles = (typeof SEARCH_RADII_MILES)[number];
export const DEFAULT_SEARCH_RADIUS_MILES: SearchRadiusMiles = 25;
export const RADIUS_MESSAGE = `Choose a radius of ${SEARCH_RADII_MILES.join(', ')} miles`;

/** The next wider radius, or null at the widest. */
export function widerRadius(miles: number): SearchRadiusMiles | null {
  return SEARCH_RADII_MILES.find((radius) => radius > miles) ?? null;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius the directory measures with (the database's distance uses the same). */
export const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** May fall below -180 or rise above 180 when the circle crosses the antimeridian: see longitudeRanges. */
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box that holds every point within `miles` of the centre, so a database
 * can narrow by index before computing exact distances. A circle reaches its widest longitude
 * north (or south) of its centre, asin(sin d / cos φ) away, which is wider than d / cos φ; a circle
 * holding a pole spans every longitude.
 */
export function boundingBox(centre: Coordinates, miles: number): BoundingBox {
  const angular = miles / EARTH_RADIUS_MILES;
  const latDelta = toDegrees(angular);
  const minLatitude = Math.max(-90, centre.latitude - latDelta);
  const maxLatitude = Math.min(90, centre.latitude + latDelta);
  const cosLat = Math.cos(toRadians(centre.latitude));
  const holdsPole = minLatitude <= -90 || maxLatitude >= 90 || Math.sin(angular) >= cosLat;
  const lonDelta = holdsPole ? 180 : Math.min(180, toDegrees(Math.asin(Math.sin(angular) / cosLat)));
  return { minLatitude, maxLatitude, minLongitude: centre.longitude - lonDelta, maxLongitude: centre.longitude + lonDelta };
}

/** The box's longitudes as one or two ranges within -180..180 (two when it crosses the antimeridian). */
export function longitudeRanges(box: BoundingBox): [number, number][] {
  if (box.maxLongitude - box.minLongitude >= 360) return [[-180, 180]];
  if (box.minLongitude < -180)
    return [
      [box.minLongitude + 360, 180],
      [-180, box.maxLongitude],
    ];
  if (box.maxLongitude > 180)
    return [
      [box.minLongitude, 180],
      [-180, box.maxLongitude - 360],
    ];
  return [[box.minLongitude, box.maxLongitude]];
}

/** Whether a point (longitude in -180..180) lies in the box. */
export function boxContains(box: BoundingBox, point: Coordinates): boolean {
  if (point.latitude < box.minLatitude || point.latitude > box.maxLatitude) return false;
  return longitudeRanges(box).some(([min, max]) => point.longitude >= min && point.longitude <= max);
}

/** Miles to one decimal, as the directory answers a distance. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/** '3.2 mi' under 10 miles, whole miles beyond; 'Under 1 mi' for the same place. */
export function formatDistance(miles: number): string {
  if (miles < 1) return 'Under 1 mi';
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}
