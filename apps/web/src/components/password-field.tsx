import { PasswordInput, type PasswordInputProps } from '@mantine/core';

// The visibility toggle must not carry the word "password": tests find inputs by label text.
const TOGGLE_PROPS = { 'aria-label': 'Show or hide characters' };

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={TOGGLE_PROPS} {...props} />;
}
