import type { Db } from '@finboard/db';
import type { DomainEventOf } from '../../events/domain-event';
import { findAddressOf, findAdvisorsWithoutCoordinates, setAdvisorCoordinates } from './directory.repository';
import { placeOfZip } from './zip-places';

/** The coordinates of a profile's ZIP code: none for an empty, unknown or non-US one. */
function coordinatesOf(address: { zipCode: string; isNonUsAddress: boolean } | null) {
  if (!address || address.isNonUsAddress || address.zipCode.trim() === '') return null;
  const place = placeOfZip(address.zipCode);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/**
 * Places an advisor where their profile's ZIP code is (or nowhere, so only filters find them):
 * whenever their address or advisor details are saved (ProfileChanged, AdvisorOnboarded). From
 * the profile as it is, so it may run again at any time.
 */
export async function locateAdvisor(db: Db, userId: string): Promise<void> {
  await setAdvisorCoordinates(db, userId, coordinatesOf(await findAddressOf(db, userId)));
}

/** A saved profile moves an advisor only when it held their address (contact) or advisor details. */
export async function locateChangedAdvisor(db: Db, event: DomainEventOf<'ProfileChanged'>): Promise<void> {
  if (event.role !== 'advisor' || !event.parts.some((part) => part === 'contact' || part === 'advisor')) return;
  await locateAdvisor(db, event.userId);
}

/**
 * Places the advisors saved with a ZIP code before the directory placed anyone (or whose ZIP code
 * was unknown then). Run at start-up: idempotent, and one cheap query when there is nothing to do.
 */
export async function placeUnplacedAdvisors(db: Db): Promise<number> {
  let placed = 0;
  for (const row of await findAdvisorsWithoutCoordinates(db)) {
    const coordinates = coordinatesOf({ zipCode: row.zipCode, isNonUsAddress: false });
    if (!coordinates) continue;
    await setAdvisorCoordinates(db, row.userId, coordinates);
    placed += 1;
  }
  return placed;
}
