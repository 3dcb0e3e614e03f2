import { formatLongDate } from '@finboard/domain/format';
import type { TProfile } from '@finboard/contracts';
import { wholeYearsBetween } from '@finboard/domain/calendar';

export interface DetailRow {
  label: string;
  value: string;
}

const birthDate = (dateOfBirth: string | null, today: string) =>
  dateOfBirth ? `${formatLongDate(dateOfBirth)} (age ${wholeYearsBetween(dateOfBirth, today)})` : '';

function spouseText(profile: TProfile, today: string): string {
  const { spouse } = profile;
  if (!spouse) return profile.personal.hasSpouse ? 'Married' : '';
  const name = `${spouse.firstName} ${spouse.lastName}`.trim();
  const age = spouse.dateOfBirth ? `age ${wholeYearsBetween(spouse.dateOfBirth, today)}` : '';
  return [name, age].filter(Boolean).join(', ');
}

function locationText({ contact }: TProfile): string {
  const stateZip = [contact.state, contact.zipCode].filter(Boolean).join(' ');
  return [contact.city, stateZip].filter(Boolean).join(', ');
}

const addressText = ({ contact }: TProfile) => [contact.addressLine1, contact.addressLine2].filter(Boolean).join(', ');

/**
 * The client details card in the spec's order (spec 02 "Client details card"): name and email
 * always, the rest as the client has filled it in.
 */
export function clientDetailRows(profile: TProfile, today: string): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Name', value: `${profile.firstName} ${profile.lastName}`.trim() },
    { label: 'Email', value: profile.email },
    { label: 'Birth Date', value: birthDate(profile.personal.dateOfBirth, today) },
    { label: 'Description', value: profile.personal.description.trim() },
    { label: 'Employer', value: profile.personal.employer },
    { label: 'Spouse', value: spouseText(profile, today) },
    { label: 'Children', value: profile.personal.children > 0 ? String(profile.personal.children) : '' },
    { label: 'Address', value: addressText(profile) },
    { label: 'Location', value: locationText(profile) },
    { label: 'Phone', value: profile.personal.phone },
  ];
  return rows.filter((row, index) => index < 2 || row.value !== '');
}
