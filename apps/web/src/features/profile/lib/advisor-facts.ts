import type { TAdvisorDetails } from '@finboard/contracts';
import { withHttps } from '@finboard/domain/profile';

export interface Fact {
  label: string;
  value: string;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The advisor details a client sees below the header (name, profession, firm), skipping empty answers. */
export function advisorFacts(details: TAdvisorDetails | null): Fact[] {
  if (!details) return [];
  const designations = [details.professionalDesignation, details.professionalDesignationAlt].filter(Boolean).join(', ');
  const facts: Fact[] = [
    { label: 'Office Number', value: details.officeNumber },
    { label: 'Minimum Client Relationship Size', value: details.minimumClientRelationshipSize },
    { label: 'Professional Licenses', value: details.professionalLicenses.join(', ') },
    { label: 'Professional Designations', value: designations },
    { label: 'Exam Date', value: details.examDate ?? '' },
    { label: 'SEC CRD', value: details.secCrd },
    { label: 'CFP ID', value: details.cfpId },
    { label: 'Carrier', value: details.carrier },
    { label: 'Manage Funds', value: yesNo(details.manageFunds) },
    { label: 'Filed Bankruptcy', value: yesNo(details.filedBankruptcy) },
    { label: 'Disciplinary Information', value: details.disciplinaryInformation },
    { label: 'Policy', value: details.policy },
  ];
  return facts.filter((fact) => fact.value.trim() !== '');
}

/** Where 'Speak with Advisor' goes: the calendar link when there is one, else an email. */
export function speakWithAdvisorHref(calendarLink: string | undefined, email: string): string {
  return calendarLink?.trim() ? withHttps(calendarLink) : `mailto:${email}`;
}
