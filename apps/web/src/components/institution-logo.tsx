import { Avatar } from '@mantine/core';

export interface InstitutionLogoProps {
  name: string;
  logoUrl: string | null;
  /** A bank that needs its login refreshed shows a red ring. */
  needsLogin?: boolean;
  size?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The bank's logo (a data: URL from the api) or its initials; decorative beside the name. */
export function InstitutionLogo({ name, logoUrl, needsLogin = false, size = 40 }: InstitutionLogoProps) {
  return (
    <Avatar
      src={logoUrl}
      alt=""
      size={size}
      radius="xl"
      color="brand"
      data-needs-login={needsLogin || undefined}
      style={{ border: needsLogin ? '2px solid var(--mantine-color-red-6)' : '1px solid var(--mantine-color-gray-3)' }}
    >
      {initials(name)}
    </Avatar>
  );
}
