import {
  ADVISOR_CATEGORY_ACRONYMS,
  CLIENT_TYPES,
  RADIUS_MESSAGE,
  RATING_MESSAGE,
  SEARCH_RADII_MILES,
  ZIP_MESSAGE,
  ZIP_PATTERN,
  findAdvisorCategory,
  isValidRating,
} from '@finboard/domain';
import { z } from 'zod';
// The rating summary lives with the connections' schemas (Board of Advisors shows it too), which this file imports.
import { CONNECTION_STATUSES, ZRatingSummary } from '../connections/connections.schema';

/** A category acronym in any case ('cfp' or 'CFP'), answered in the canonical one. */
export const zAdvisorCategory = z
  .string()
  .max(10)
  .transform((value, context): string => {
    const category = findAdvisorCategory(value);
    if (!category) {
      context.addIssue({ code: 'custom', message: 'Choose one of the advisor categories' });
      return z.NEVER;
    }
    return category.acronym;
  });

/** A query parameter that may come once or repeated, or comma-separated: always a list. */
const listParam = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : (Array.isArray(value) ? value : [value]).flatMap((entry) => String(entry).split(','))),
    z.array(item).max(max, message),
  );

const zZip = z.string({ message: ZIP_MESSAGE }).trim().regex(ZIP_PATTERN, ZIP_MESSAGE);

/** One of the radii, as a number or the text of one ('25'); anything else gets the radius message. */
const zRadius = z
  .union([z.number(), z.string()], { message: RADIUS_MESSAGE })
  .transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value))
  .refine((miles) => (SEARCH_RADII_MILES as readonly number[]).includes(miles), RADIUS_MESSAGE);

/**
 * GET /api/directory/advisors: advisors near a ZIP code (nearest first, within the radius) or,
 * without one, every listed advisor (longest-standing first, spec 01 §9), optionally narrowed to
 * categories and client types. Public; a signed-in client also sees their own link to each.
 */
export const ZAdvisorSearchQuery = z
  .object({
    zip: zZip.optional(),
    radius: zRadius.optional(),
    categories: listParam(zAdvisorCategory, ADVISOR_CATEGORY_ACRONYMS.length, 'Choose at most every category'),
    clientTypes: listParam(z.enum(CLIENT_TYPES, { message: 'Choose one of the client types' }), CLIENT_TYPES.length, 'Choose at most every client type'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(60).default(24),
  })
  .strict();
export type TAdvisorSearchQuery = z.input<typeof ZAdvisorSearchQuery>;
/** The search as the api reads it: lists always lists, radius a number, page and size defaulted. */
export type TAdvisorSearchParams = z.output<typeof ZAdvisorSearchQuery>;

/** The signed-in client's own link to this advisor, so a card can say Connect, Request Sent, Accept or Disconnect. */
export const ZViewerConnection = z.object({
  id: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  requestedBy: z.enum(['client', 'advisor']),
});

/**
 * What anyone may see of an advisor on a card: an explicit allowlist (never a user row with
 * fields blanked). No email, phone, birth date, street address or identity.
 */
export const ZPublicAdvisorCard = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
    profession: z.string(),
    categories: z.array(z.string()),
    firmName: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    /** Miles from the searched ZIP code; null when the search had none. */
    distanceMiles: z.number().nullable(),
    clientTypes: z.array(z.string()),
    minimumClientRelationshipSize: z.string(),
    rating: ZRatingSummary,
    /** Only for a signed-in client: their latest live link to this advisor, or null. */
    viewerConnection: ZViewerConnection.nullable(),
  })
  .strict();
export type TPublicAdvisorCard = z.infer<typeof ZPublicAdvisorCard>;

export const ZAdvisorSearchResponse = z
  .object({
    /** The searched ZIP code's place; null without a ZIP, or when the ZIP is not a US ZIP code. */
    place: z.object({ zip: z.string(), city: z.string(), state: z.string() }).nullable(),
    /** False when a ZIP was given but is not a known US ZIP code (the list is then empty). */
    zipKnown: z.boolean(),
    radiusMiles: z.number().nullable(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    advisors: z.array(ZPublicAdvisorCard),
  })
  .strict();
export type TAdvisorSearchResponse = z.infer<typeof ZAdvisorSearchResponse>;

export const ZAdvisorIdParams = z.object({ id: z.string().min(1).max(100) }).strict();

/** GET /api/directory/advisors/:id: the public profile, again an allowlist. */
export const ZPublicAdvisorProfile = ZPublicAdvisorCard.extend({
  description: z.string(),
  professionalDesignation: z.string(),
  professionalLicenses: z.array(z.string()),
  firmWebsite: z.string(),
  officeNumber: z.string(),
  calendarLink: z.string(),
  companyLogoUrl: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  secCrd: z.string(),
  manageFunds: z.boolean(),
  /** When they completed onboarding: 'Member since'. */
  memberSince: z.string().nullable(),
}).strict();
export type TPublicAdvisorProfile = z.infer<typeof ZPublicAdvisorProfile>;
export const ZPublicAdvisorProfileResponse = z.object({ advisor: ZPublicAdvisorProfile }).strict();
export type TPublicAdvisorProfileResponse = z.infer<typeof ZPublicAdvisorProfileResponse>;

/** PUT /api/directory/advisors/:id/rating: a client rates an advisor they are connected to. */
export const ZRateAdvisorRequest = z.object({ stars: z.number().refine(isValidRating, RATING_MESSAGE) }).strict();
export type TRateAdvisorRequest = z.infer<typeof ZRateAdvisorRequest>;
export const ZRateAdvisorResponse = z.object({ stars: z.number(), rating: ZRatingSummary }).strict();
export type TRateAdvisorResponse = z.infer<typeof ZRateAdvisorResponse>;

/** GET /api/directory/zip/:zip: the place of a ZIP code (the landing page's check before searching). */
export const ZZipParams = z.object({ zip: zZip }).strict();
export const ZZipPlaceResponse = z.object({ place: z.object({ zip: z.string(), city: z.string(), state: z.string() }).nullable() }).strict();
export type TZipPlaceResponse = z.infer<typeof ZZipPlaceResponse>;
