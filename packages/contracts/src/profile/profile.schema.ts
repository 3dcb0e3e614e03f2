import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';
import { zCents } from '../common/money.schema';

const zPhone = zText(30);
const zLink = zText(500);

export const ZPersonalInfo = z
  .object({
    dateOfBirth: zCalendarDate.nullable(),
    phone: zPhone,
    phone2: zPhone,
    description: zText(2000),
    employer: zText(200),
    hasSpouse: z.boolean(),
    children: z.number().int().min(0).max(20),
  })
  .strict();
export type TPersonalInfo = z.infer<typeof ZPersonalInfo>;

export const ZContactInfo = z
  .object({
    addressLine1: zText(200),
    addressLine2: zText(200),
    city: zText(100),
    state: zText(100),
    zipCode: zText(20),
    isNonUsAddress: z.boolean(),
    emailAlert: z.boolean(),
    smsAlert: z.boolean(),
  })
  .strict();
export type TContactInfo = z.infer<typeof ZContactInfo>;

export const ZSocialLinks = z
  .object({ website: zLink, twitter: zLink, linkedin: zLink, facebook: zLink, instagram: zLink, youtube: zLink })
  .strict();
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

export const ZSpouse = z
  .object({
    firstName: zText(100),
    lastName: zText(100),
    dateOfBirth: zCalendarDate.nullable(),
    incomeCents: zCents,
    retirementAge: z.number().int().min(50).max(70).nullable(),
    usCitizen: z.enum(['Yes', 'No']).nullable(),
  })
  .strict();
export type TSpouse = z.infer<typeof ZSpouse>;

export const ZDependent = z.object({ firstName: zText(100), dateOfBirth: zCalendarDate.nullable() }).strict();
export type TDependent = z.infer<typeof ZDependent>;

export const ZAdvisorDetails = z
  .object({
    profession: zText(100),
    minimumClientRelationshipSize: zText(50),
    filedBankruptcy: z.boolean(),
    clientTypes: z.array(zText(100)).max(12),
    professionalLicenses: z.array(zText(50)).max(10),
    examDate: zCalendarDate.nullable(),
    professionalDesignation: zText(200),
    professionalDesignationAlt: zText(200),
    firmName: zText(200),
    officeNumber: zText(30),
    calendarLink: zLink,
    firmWebsite: zLink,
    secCrd: zText(50),
    cfpId: zText(50),
    policy: zText(2000),
    carrier: zText(200),
    disciplinaryInformation: zText(2000),
    manageFunds: z.boolean(),
  })
  .strict();
export type TAdvisorDetails = z.infer<typeof ZAdvisorDetails>;

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
  personal: ZPersonalInfo,
  contact: ZContactInfo,
  socialLinks: ZSocialLinks,
  spouse: ZSpouse.nullable(),
  dependents: z.array(ZDependent),
  /** Only ever sent to the profile's owner. */
  identity: z.object({ front: ZIdentitySide, back: ZIdentitySide }).nullable(),
  advisor: ZAdvisorDetails.nullable(),
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
