import { Avatar } from '@mantine/core';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The institution's logo (a data: URL from the api) or its initials; decorative beside the name. */
export function AccountLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <Avatar src={logoUrl} alt="" size={40} radius="xl" color="brand" style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
      {initials(name)}
    </Avatar>
  );
}
