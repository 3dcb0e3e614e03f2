import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A calm, trustworthy blue for a finance product; teal and red stay for gains and losses.
const brand: MantineColorsTuple = ['#eef4ff', '#dbe6fe', '#bfd3fe', '#93b4fd', '#6090fa', '#3b6ff5', '#2552ea', '#1d40d7', '#1e36ae', '#1e3389'];

// Colour contrast AA (4.5:1 for text). Mantine's defaults fall short: filled buttons and badges of
// the lighter colours put white on shade 7 (teal 3:1), light and subtle ones write in shade 6 on a
// tint, and dimmed text is gray 6 (3.3:1). Text colours here are shade 9, darker still for the yellows.
// Gains and losses written in teal or red use shade 9 (shades 7 and 8 are 3 to 4.4:1 on white).
const PALE_COLORS = new Set(['yellow', 'orange', 'lime', 'green', 'teal', 'cyan']);
const TEXT_ON_TINT = new Set(['light', 'subtle', 'outline', 'transparent']);

const readableVariantColors: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined || parsed.color === input.theme.primaryColor || parsed.color === 'dark') return resolved;
  const shade9 = input.theme.colors[parsed.color]?.[9];
  if (!shade9) return resolved;
  const strong = PALE_COLORS.has(parsed.color) ? darken(shade9, 0.35) : shade9;
  if (input.variant === 'filled') return { ...resolved, background: strong, hover: darken(strong, 0.1), color: 'var(--mantine-color-white)' };
  if (TEXT_ON_TINT.has(input.variant)) {
    return { ...resolved, color: strong, ...(input.variant === 'outline' ? { border: `1px solid ${strong}` } : {}) };
  }
  return resolved;
};

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Status words written in colour (Login required, Not fully updated): AA on white, as the badges are.
    '--finboard-color-danger-text': theme.colors.red[9],
    '--finboard-color-warning-text': darken(theme.colors.orange[9], 0.35),
  },
  dark: {},
});

type PaginationControl = 'first' | 'previous' | 'next' | 'last';
const PAGINATION_CONTROL_NAMES: Record<PaginationControl, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

export const theme = createTheme({
  variantColorResolver: readableVariantColors,
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Transitions (menus, modals, drawers) are instant for a person who asked their system for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // A link inside text must not differ by colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Form controls match the text inputs' size, so mixed forms line up.
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    // The option list mounts only while open: a closed select has one element with its label.
    Select: { defaultProps: { size: 'md', comboboxProps: { keepMounted: false } } },
    MultiSelect: { defaultProps: { size: 'md', comboboxProps: { keepMounted: false } } },
    NativeSelect: { defaultProps: { size: 'md' } },
    // Mantine's clear button (clearable inputs) and page arrows are icons with no name of their own.
    DateInput: { defaultProps: { size: 'md', clearButtonProps: { 'aria-label': 'Clear date' } } },
    Pagination: { defaultProps: { getControlProps: (control: PaginationControl) => ({ 'aria-label': PAGINATION_CONTROL_NAMES[control] }) } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
