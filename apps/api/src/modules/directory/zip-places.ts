// Other projects compile this file too (bench, e2e): the reference brings the package's declaration along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration cannot be imported
/// <reference path="./zipcodes.d.ts" />
import { createRequire } from 'node:module';
import { zip5Of } from '@finboard/domain';
import type { ZipCodeRecord } from 'zipcodes';

/** A US ZIP code's place: where the directory centres a search, and where an advisor is placed. */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

let places: ReadonlyMap<string, ZipPlace> | null = null;

/**
 * The `zipcodes` package's US codes (it holds Canada's too, which the directory leaves out), read
 * once on first use: the table is a few megabytes, so a server that never searches by ZIP never
 * loads it.
 */
function loadPlaces(): ReadonlyMap<string, ZipPlace> {
  if (!places) {
    const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipCodeRecord> };
    const us = new Map<string, ZipPlace>();
    for (const record of Object.values(codes)) {
      if (record.country !== 'US' || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue;
      us.set(record.zip, { zip: record.zip, city: record.city, state: record.state, latitude: record.latitude, longitude: record.longitude });
    }
    places = us;
  }
  return places;
}

/** The place of a 5-digit ZIP or ZIP+4 (only its first five digits count), or null when it is not a known US ZIP code. */
export function placeOfZip(zip: string): ZipPlace | null {
  const zip5 = zip5Of(zip);
  return zip5 === null ? null : (loadPlaces().get(zip5) ?? null);
}
