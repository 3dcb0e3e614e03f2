// Build-time settings, read once; nothing else reads import.meta.env. No zod here: this module is
// in the first bundle every page downloads.
const text = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const env = {
  productName: text(import.meta.env.VITE_PRODUCT_NAME, 'Finboard'),
  supportEmail: text(import.meta.env.VITE_SUPPORT_EMAIL, 'support@finboard.example'),
  isDev: import.meta.env.DEV,
} as const;

/** The register link's `{product}User` parameter, e.g. `finboardUser` (spec 01 §2 /register). */
export const productUserParam = `${env.productName.toLowerCase().replace(/[^a-z0-9]/g, '')}User`;
