import { z } from 'zod';

// Build-time settings, parsed once; nothing else reads import.meta.env.
const ZEnv = z.object({
  productName: z.string().trim().min(1).default('Finboard'),
  supportEmail: z.string().trim().min(3).default('support@finboard.example'),
  isDev: z.boolean(),
});

export const env = ZEnv.parse({
  productName: import.meta.env.VITE_PRODUCT_NAME || undefined,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || undefined,
  isDev: import.meta.env.DEV,
});

/** The register link's `{product}User` parameter, e.g. `finboardUser` (spec 01 §2 /register). */
export const productUserParam = `${env.productName.toLowerCase().replace(/[^a-z0-9]/g, '')}User`;
