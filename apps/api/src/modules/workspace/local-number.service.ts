import type { TAdvisorNumberResponse, TPhoneOption } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { isAreaCode, LOCAL_NUMBER_MESSAGES } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { validationError } from '../../errors/app-error';
import { NumberUnavailableError, type TelephonyProvider } from '../../providers/telephony/telephony-provider';
import { findLocalNumber, saveLocalNumber } from './local-number.repository';

export interface LocalNumberDeps {
  db: Db;
  telephony: TelephonyProvider;
}

/** The advisor's own local number, if they picked one. */
export async function getLocalNumber(deps: LocalNumberDeps, actor: Actor): Promise<TAdvisorNumberResponse> {
  const advisor = requireRole(actor, 'advisor');
  return { number: await findLocalNumber(deps.db, { ownerId: advisor.userId }) };
}

/** Find Numbers: what the provider offers in an area code. */
export async function findLocalNumbers(deps: LocalNumberDeps, actor: Actor, areaCode: string): Promise<{ numbers: TPhoneOption[] }> {
  requireRole(actor, 'advisor');
  if (!isAreaCode(areaCode)) throw validationError(LOCAL_NUMBER_MESSAGES.areaCodeInvalid, 'areaCode');
  return { numbers: await deps.telephony.findLocalNumbers(areaCode.trim()) };
}

/** Select Number: the provider buys it, then it is the advisor's (a number already taken says so). */
export async function selectLocalNumber(deps: LocalNumberDeps, actor: Actor, phoneNumber: string): Promise<TAdvisorNumberResponse> {
  const advisor = requireRole(actor, 'advisor');
  try {
    const bought = await deps.telephony.provisionNumber(phoneNumber);
    await saveLocalNumber(deps.db, { userId: advisor.userId, ...bought, areaCode: bought.phoneNumber.slice(2, 5) });
    return { number: bought };
  } catch (error) {
    if (error instanceof NumberUnavailableError) throw validationError(LOCAL_NUMBER_MESSAGES.notOffered, 'phoneNumber');
    throw error;
  }
}
