// The parts of the `zipcodes` package (8.0.0, no types of its own) that zip-places.ts reads.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    /** 'US' or 'Canada'. */
    country: string;
  }
  /** Every code the package holds, by code. */
  export const codes: Record<string, ZipCodeRecord>;
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
}
