import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  boxContains,
  type Coordinates,
  DEFAULT_SEARCH_RADIUS_MILES,
  distanceMiles,
  EARTH_RADIUS_MILES,
  formatDistance,
  longitudeRanges,
  roundMiles,
  SEARCH_RADII_MILES,
  widerRadius,
  zip5Of,
} from './places';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const BOSTON = { latitude: 42.3601, longitude: -71.0589 };
const SEATTLE = { latitude: 47.6062, longitude: -122.3321 };
const PORTLAND = { latitude: 45.5152, longitude: -122.6784 };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `miles` from `start` on `bearing` degrees (the great-circle destination), longitude in -180..180. */
function destination(start: Coordinates, bearing: number, miles: number): Coordinates {
  const angular = miles / EARTH_RADIUS_MILES;
  const lat1 = toRadians(start.latitude);
  const lon1 = toRadians(start.longitude);
  const theta = toRadians(bearing);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta));
  const lon2 = lon1 + Math.atan2(Math.sin(theta) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  const longitude = ((toDegrees(lon2) + 540) % 360) - 180;
  return { latitude: toDegrees(lat2), longitude };
}

describe('zip5Of', () => {
  it('takes the first five digits of a ZIP or ZIP+4, trimmed', () => {
    expect(zip5Of('10001')).toBe('10001');
    expect(zip5Of(' 62704-1234 ')).toBe('62704');
  });
  it('refuses anything else', () => {
    for (const text of ['', '1000', '100011', '10001-12', 'abcde', '10001 1234', "10001' or 1=1 --", 'M5V 3L9']) expect(zip5Of(text)).toBeNull();
  });
});

describe('radii', () => {
  it('start at 25 miles and widen step by step to 250', () => {
    expect(DEFAULT_SEARCH_RADIUS_MILES).toBe(25);
    expect(SEARCH_RADII_MILES).toEqual([10, 25, 50, 100, 250]);
    expect(widerRadius(10)).toBe(25);
    expect(widerRadius(25)).toBe(50);
    expect(widerRadius(100)).toBe(250);
    expect(widerRadius(250)).toBeNull();
  });
});

describe('distanceMiles', () => {
  it.each([
    ['New York – Los Angeles', NEW_YORK, LOS_ANGELES, 2445],
    ['London – Paris', LONDON, PARIS, 213],
    ['Chicago – Boston', CHICAGO, BOSTON, 849],
    ['Seattle – Portland', SEATTLE, PORTLAND, 145],
  ])('%s is about %i miles (within 1%%)', (_name, a, b, miles) => {
    expect(Math.abs(distanceMiles(a, b) - miles) / miles).toBeLessThan(0.01);
  });

  it('is zero to the same place and the same both ways', () => {
    expect(distanceMiles(NEW_YORK, NEW_YORK)).toBe(0);
    expect(distanceMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(distanceMiles(LOS_ANGELES, NEW_YORK), 9);
  });

  it('half way round the world is half the circumference', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });

  it('rounds to a tenth of a mile', () => {
    expect(roundMiles(3.14159)).toBe(3.1);
    expect(roundMiles(3.15)).toBe(3.2);
    expect(roundMiles(0)).toBe(0);
  });
});

describe('boundingBox', () => {
  const latitude = fc.double({ min: -89.5, max: 89.5, noNaN: true });
  const longitude = fc.double({ min: -180, max: 180, noNaN: true });
  const radius = fc.oneof(fc.constantFrom(...SEARCH_RADII_MILES), fc.double({ min: 0.01, max: 3000, noNaN: true }));

  it('holds every point within the radius, at any latitude, across the antimeridian and the poles (property)', () => {
    fc.assert(
      fc.property(
        latitude,
        longitude,
        radius,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lon, miles, bearing, fraction) => {
          const centre = { latitude: lat, longitude: lon };
          const point = destination(centre, bearing, miles * fraction * (1 - 1e-9));
          // Near a pole the test's own spherical arithmetic can land a hair beyond a tiny radius
          // (seen: 0.010000000005 of 0.01 mile at 88°): only points truly within it must be in the box.
          fc.pre(distanceMiles(centre, point) <= miles);
          expect(boxContains(boundingBox(centre, miles), point)).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('is wider than distance / cos(latitude) far north, where a circle bulges towards the pole', () => {
    const barrow = { latitude: 71.29, longitude: -156.79 };
    const box = boundingBox(barrow, 250);
    // The easternmost point of the circle lies north of its centre, beyond the simple d / cos φ estimate.
    const rim = Array.from({ length: 18_001 }, (_, step) => destination(barrow, step / 100, 250 * (1 - 1e-9)));
    const easternmost = rim.reduce((best, point) => (point.longitude > best.longitude ? point : best));
    expect(easternmost.latitude).toBeGreaterThan(barrow.latitude);
    const simpleDelta = toDegrees(250 / EARTH_RADIUS_MILES) / Math.cos(toRadians(barrow.latitude));
    expect(easternmost.longitude - barrow.longitude).toBeGreaterThan(simpleDelta);
    expect(boxContains(box, easternmost)).toBe(true);
  });

  it('leaves out points beyond the box', () => {
    const box = boundingBox(NEW_YORK, 25);
    expect(boxContains(box, BOSTON)).toBe(false);
    expect(boxContains(box, NEW_YORK)).toBe(true);
  });

  it('splits longitudes at the antimeridian and spans every longitude around a pole', () => {
    const adak = { latitude: 51.88, longitude: -176.66 };
    const ranges = longitudeRanges(boundingBox(adak, 250));
    expect(ranges).toHaveLength(2);
    expect(ranges[0]?.[1]).toBe(180);
    expect(ranges[1]?.[0]).toBe(-180);
    expect(boxContains(boundingBox(adak, 250), { latitude: 51.88, longitude: 179.5 })).toBe(true);
    expect(longitudeRanges(boundingBox({ latitude: 89.9, longitude: 10 }, 50))).toEqual([[-180, 180]]);
  });
});

describe('formatDistance', () => {
  it('says under a mile, tenths below ten, whole miles beyond', () => {
    expect(formatDistance(0.4)).toBe('Under 1 mi');
    expect(formatDistance(3.24)).toBe('3.2 mi');
    expect(formatDistance(12.6)).toBe('13 mi');
  });
});
