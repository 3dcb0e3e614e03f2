import { ZIP_MESSAGE, zip5Of } from '@finboard/domain';
import { paths } from '../../../config/paths';

/** A typed ZIP code checked by the domain's rule: its five digits, or the rule's message. */
export function checkZip(text: string): { zip: string; error: null } | { zip: null; error: string } {
  const zip = zip5Of(text);
  return zip ? { zip, error: null } : { zip: null, error: ZIP_MESSAGE };
}

/**
 * Where 'Get Started' goes (spec 02): a signed-in client to their own advisor category page, anyone
 * else (a visitor, an advisor or admin looking around) to the public list, both with the intent.
 */
export function getStartedHref(zip: string, intent: string, role: string | null | undefined): string {
  return role === 'client' ? paths.clientAdvisorCategory(zip, { intent }) : paths.advisorList(zip, { intent });
}

/** The digits of a phone number for a tel: link ('1-800-555-0199' → 'tel:18005550199'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
