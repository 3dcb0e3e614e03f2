import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A value shown beside a form's fields but entered elsewhere (a salary from the onboarding answers,
 * an age from the plan): read-only, and drawn so (filled grey like a disabled field, no text caret),
 * so it never looks like a field that refuses typing. Still focusable and copyable.
 */
export function ShownValueInput(props: Omit<TextInputProps, 'readOnly' | 'variant'>) {
  return <TextInput {...props} readOnly variant="filled" styles={{ input: { cursor: 'default' } }} />;
}
