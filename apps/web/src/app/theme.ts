import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm, trustworthy blue for a finance product; teal and red stay for gains and losses.
const brand: MantineColorsTuple = [
  '#eef4ff',
  '#dbe6fe',
  '#bfd3fe',
  '#93b4fd',
  '#6090fa',
  '#3b6ff5',
  '#2552ea',
  '#1d40d7',
  '#1e36ae',
  '#1e3389',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Form controls match the text inputs' size, so mixed forms line up.
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    // The option list mounts only while open: a closed select has one element with its label.
    Select: { defaultProps: { size: 'md', comboboxProps: { keepMounted: false } } },
    MultiSelect: { defaultProps: { size: 'md', comboboxProps: { keepMounted: false } } },
    NativeSelect: { defaultProps: { size: 'md' } },
    DateInput: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
