import { z } from 'zod';
import { zCalendarDate, zMultilineText, zText } from '../common/primitives.schema';
import { zCents } from '../common/money.schema';
import { ADVISOR_CATEGORIES, contactZipIssue } from '@finboard/domain';
import { zAdvisorCategory } from '../directory/directory.schema';

/**
 * Requests trim and check text (REQUEST_TEXT); responses carry plain strings, because a response schema
 * must not transform. Each section is built from the text factory it is given.
 */
type TextFactory = (max: number) => z.ZodType<string>;
interface Texts {
  /** One line of text. */
  line: TextFactory;
  /** Text that may hold line breaks. */
  block: TextFactory;
}
const plain: TextFactory = () => z.string();
const REQUEST_TEXT: Texts = { line: zText, block: zMultilineText };
const RESPONSE_TEXT: Texts = { line: plain, block: plain };

const personalInfo = ({ line: text, block }: Texts) =>
  z
    .object({
      dateOfBirth: zCalendarDate.nullable(),
      phone: text(30),
      phone2: text(30),
      description: block(2000),
      employer: text(200),
      hasSpouse: z.boolean(),
      children: z.number().int().min(0).max(20),
    })
    .strict();
export const ZPersonalInfo = personalInfo(REQUEST_TEXT);
export type TPersonalInfo = z.infer<typeof ZPersonalInfo>;

const contactInfo = ({ line: text }: Texts) =>
  z
    .object({
      addressLine1: text(200),
      addressLine2: text(200),
      city: text(100),
      state: text(100),
      zipCode: text(20),
      isNonUsAddress: z.boolean(),
      emailAlert: z.boolean(),
      smsAlert: z.boolean(),
    })
    .strict();
export const ZContactInfo = contactInfo(REQUEST_TEXT).superRefine((contact, context) => {
  const issue = contactZipIssue(contact.zipCode, contact.isNonUsAddress);
  if (issue) context.addIssue({ code: 'custom', path: ['zipCode'], message: issue });
});
export type TContactInfo = z.infer<typeof ZContactInfo>;

const socialLinks = ({ line: text }: Texts) =>
  z.object({ website: text(500), twitter: text(500), linkedin: text(500), facebook: text(500), instagram: text(500), youtube: text(500) }).strict();
export const ZSocialLinks = socialLinks(REQUEST_TEXT);
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

/** user_profiles.social_links as stored: the links saved so far (a new profile's is {}); strict, as it is written. */
export const ZStoredSocialLinks = socialLinks(RESPONSE_TEXT).partial();

const spouse = ({ line: text }: Texts) =>
  z
    .object({
      firstName: text(100),
      lastName: text(100),
      dateOfBirth: zCalendarDate.nullable(),
      incomeCents: zCents,
      retirementAge: z.number().int().min(50).max(70).nullable(),
      usCitizen: z.enum(['Yes', 'No']).nullable(),
    })
    .strict();
export const ZSpouse = spouse(REQUEST_TEXT);
export type TSpouse = z.infer<typeof ZSpouse>;

const dependent = ({ line: text }: Texts) => z.object({ firstName: text(100), dateOfBirth: zCalendarDate.nullable() }).strict();
export const ZDependent = dependent(REQUEST_TEXT);
export type TDependent = z.infer<typeof ZDependent>;

const advisorDetails = ({ line: text, block }: Texts) =>
  z
    .object({
      profession: text(100),
      minimumClientRelationshipSize: text(50),
      filedBankruptcy: z.boolean(),
      clientTypes: z.array(text(100)).max(12),
      professionalLicenses: z.array(text(50)).max(10),
      examDate: zCalendarDate.nullable(),
      professionalDesignation: text(200),
      professionalDesignationAlt: text(200),
      firmName: text(200),
      officeNumber: text(30),
      calendarLink: text(500),
      firmWebsite: text(500),
      secCrd: text(50),
      cfpId: text(50),
      policy: block(2000),
      carrier: text(200),
      disciplinaryInformation: block(2000),
      manageFunds: z.boolean(),
    })
    .strict();
export const ZAdvisorDetails = advisorDetails(REQUEST_TEXT).extend({
  /** The advisor categories they practise (acronyms, any case); absent keeps the saved ones. */
  categories: z.array(zAdvisorCategory).max(ADVISOR_CATEGORIES.length, 'Choose at most every category').optional(),
});
export type TAdvisorDetails = z.infer<typeof ZAdvisorDetails>;

/** advisor_profiles' list columns as stored: client_types, professional_licenses, categories. */
export const ZStoredTextList = z.array(z.string());

export const IMAGE_PURPOSES = ['photo', 'company-logo', 'identity-front', 'identity-back'] as const;
export type TImagePurpose = (typeof IMAGE_PURPOSES)[number];

export const ZIdentitySide = z.object({ imageUrl: z.string().nullable(), expiryDate: zCalendarDate.nullable() });

export const ZProfile = z.object({
  userId: z.string(),
  role: z.enum(['client', 'advisor', 'admin']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  personal: personalInfo(RESPONSE_TEXT),
  contact: contactInfo(RESPONSE_TEXT),
  socialLinks: socialLinks(RESPONSE_TEXT),
  spouse: spouse(RESPONSE_TEXT).nullable(),
  dependents: z.array(dependent(RESPONSE_TEXT)),
  /** Only ever sent to the profile's owner. */
  identity: z.object({ front: ZIdentitySide, back: ZIdentitySide }).nullable(),
  advisor: advisorDetails(RESPONSE_TEXT)
    .extend({ categories: z.array(z.string()) })
    .nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileResponse = z.object({ profile: ZProfile });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** Each section is optional; a section sent is saved whole. Name and email are not editable here. */
export const ZUpdateProfileRequest = z
  .object({
    personal: ZPersonalInfo.optional(),
    contact: ZContactInfo.optional(),
    socialLinks: ZSocialLinks.optional(),
    spouse: ZSpouse.nullable().optional(),
    dependents: z.array(ZDependent).max(20).optional(),
    advisor: ZAdvisorDetails.optional(),
    /** null (or the empty string the old app sent) removes that side and its expiry date. */
    identity: z
      .object({
        front: z.object({ expiryDate: zCalendarDate.nullable() }).strict().nullable().or(z.literal('')).optional(),
        back: z.object({ expiryDate: zCalendarDate.nullable() }).strict().nullable().or(z.literal('')).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZImagePurposeParams = z.object({ purpose: z.enum(IMAGE_PURPOSES) }).strict();
export const ZFileParams = z.object({ fileId: z.string().uuid() }).strict();
