// Build-time settings, read once; nothing else reads import.meta.env. No zod here: this module is
// in the first bundle every page downloads.
const text = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const env = {
  productName: text(import.meta.env.VITE_PRODUCT_NAME, 'Finboard'),
  supportEmail: text(import.meta.env.VITE_SUPPORT_EMAIL, 'support@finboard.example'),
  /** The support line the landing page links to (tel:); a fictional 555 number until one is set. */
  supportPhone: text(import.meta.env.VITE_SUPPORT_PHONE, '1-800-555-0199'),
  /** The landing page's 'How it works' video (an embeddable URL); empty shows the drawn poster and steps. */
  howItWorksVideoUrl: text(import.meta.env.VITE_HOW_IT_WORKS_VIDEO_URL, ''),
  isDev: import.meta.env.DEV,
} as const;

/** The register link's `{product}User` parameter, e.g. `finboardUser` (spec 01 §2 /register). */
export const productUserParam = `${env.productName.toLowerCase().replace(/[^a-z0-9]/g, '')}User`;
