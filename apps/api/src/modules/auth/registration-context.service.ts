import type { TRegistrationContext } from '@finboard/contracts';
import { calendarDateIn } from '@finboard/domain/calendar';
import { validationError } from '../../errors/app-error';
import type { ConnectionDeps } from '../connections/connections.service';
import { unsafeRequestConnectionForNewClient } from '../connections/connections.service';
import { isListedAdvisor } from '../directory/directory.service';

export const REGISTRATION_LINK_EXPIRED = 'This registration link has expired. Please ask your advisor for a new one.';

/** A link's expiry date is its last day: it is refused from the next day on (UTC). */
export function checkRegistrationLink(context: TRegistrationContext | undefined, now: Date) {
  const todayUtc = calendarDateIn('UTC', now);
  if (context?.expiry && context.expiry < todayUtc) throw validationError(REGISTRATION_LINK_EXPIRED, 'context.expiry');
}

/** What is kept on the user row: the link's parameters; the share switches go to the request itself. */
export function storedRegistrationContext(context: TRegistrationContext | undefined) {
  const { share: _share, ...kept } = context ?? {};
  return kept;
}

const isDirectorySource = (source: string) => source.trim().toLowerCase() === 'directory';

/**
 * A client registering from the directory's connect flow (advisorConnect, or advisor with source
 * Directory) asks that advisor to connect; one registering from an advisor's own link (advisor with
 * another source) receives that advisor's request, to accept. Only an advisor the directory lists
 * counts; an unknown id is ignored and the registration stands.
 */
export async function connectFromRegistration(deps: ConnectionDeps, clientId: string, context: TRegistrationContext | undefined): Promise<void> {
  if (!context) return;
  const source = context.source ?? 'Directory';
  const candidates = [
    { advisorId: context.advisorConnect, requestedBy: 'client' as const },
    { advisorId: context.advisor, requestedBy: isDirectorySource(source) ? ('client' as const) : ('advisor' as const) },
  ];
  for (const { advisorId, requestedBy } of candidates) {
    if (!advisorId || !(await isListedAdvisor(deps.db, advisorId))) continue;
    await unsafeRequestConnectionForNewClient(deps, { clientId, advisorId, requestedBy, source, ...(context.share ? { share: context.share } : {}) });
    return;
  }
}
