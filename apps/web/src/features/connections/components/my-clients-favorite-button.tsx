import { ActionIcon } from '@mantine/core';

/** Outline when off, filled when on: the pressed state is also announced through aria-pressed. */
function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}

export interface FavoriteButtonProps {
  name: string;
  isFavorite: boolean;
  isBusy: boolean;
  onToggle: () => void;
}

/** The star that marks a client as a favourite (spec 02 §2: a toggle). */
export function FavoriteButton({ name, isFavorite, isBusy, onToggle }: FavoriteButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color={isFavorite ? 'yellow' : 'gray'}
      aria-label={`Favorite ${name}`}
      aria-pressed={isFavorite}
      loading={isBusy}
      onClick={onToggle}
    >
      <StarIcon filled={isFavorite} />
    </ActionIcon>
  );
}
