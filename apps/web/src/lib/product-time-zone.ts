import { setProductTimeZone } from '@finboard/domain/calendar';
import type { QueryClient } from '@tanstack/react-query';
import { appSettingsQuery } from './app-settings';

/**
 * Writes every date and time on the pages in the server's product zone (GET /api/app-settings), as
 * its CSV, Excel, PDF files and emails are: the root route's loader, so no page renders before it.
 * Settings that cannot be read, or a zone this browser does not know, keep the default (New York).
 */
export async function loadProductTimeZone(queryClient: QueryClient): Promise<null> {
  try {
    setProductTimeZone((await queryClient.ensureQueryData(appSettingsQuery())).productTimeZone);
  } catch {
    // the default zone stays
  }
  return null;
}
