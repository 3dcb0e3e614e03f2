import {
  BENEFICIARY_KINDS,
  ESTATE_DOCUMENT_KINDS,
  ESTATE_MESSAGES,
  type EstateDocumentKind,
  findShareSumProblem,
  formatSharePercent,
  LIFE_EVENT_KINDS,
  WHOLE_SHARE_BASIS_POINTS,
} from '@finboard/domain';
import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';

/** One estate document: whether the client has it, when it was signed and last reviewed, where the original is, the attorney. */
export const ZEstateDocument = z
  .object({
    exists: z.boolean(),
    signedDate: zCalendarDate.nullable(),
    lastReviewedDate: zCalendarDate.nullable(),
    originalLocation: zText(300),
    attorneyContact: zText(300),
  })
  .strict()
  .refine((document) => !document.signedDate || !document.lastReviewedDate || document.lastReviewedDate >= document.signedDate, {
    path: ['lastReviewedDate'],
    message: ESTATE_MESSAGES.reviewedBeforeSigned,
  });
export type TEstateDocument = z.infer<typeof ZEstateDocument>;

export const EMPTY_ESTATE_DOCUMENT: TEstateDocument = { exists: false, signedDate: null, lastReviewedDate: null, originalLocation: '', attorneyContact: '' };

// Keyed by kind, so each document is there exactly once.
export const ZEstateDocuments = z
  .object(Object.fromEntries(ESTATE_DOCUMENT_KINDS.map((kind) => [kind, ZEstateDocument])) as Record<EstateDocumentKind, typeof ZEstateDocument>)
  .strict();

export const ZLifeEvent = z.object({ kind: z.enum(LIFE_EVENT_KINDS), eventDate: zCalendarDate }).strict();
export type TLifeEvent = z.infer<typeof ZLifeEvent>;

/** A beneficiary of one of the client's accounts; the share is in basis points (2500 = 25%). */
export const ZBeneficiary = z
  .object({
    accountId: z.string().min(1).max(100),
    kind: z.enum(BENEFICIARY_KINDS),
    name: zText(200).refine((name) => name.length > 0, { message: ESTATE_MESSAGES.beneficiaryNameRequired }),
    shareBasisPoints: z.number().int().min(1).max(WHOLE_SHARE_BASIS_POINTS),
  })
  .strict();
export type TBeneficiary = z.infer<typeof ZBeneficiary>;

const estateFields = {
  documents: ZEstateDocuments,
  executorName: zText(200),
  trusteeName: zText(200),
  lifeEvents: z.array(ZLifeEvent).max(50),
  beneficiaries: z.array(ZBeneficiary).max(200),
};

/** PUT /api/estate: the whole page at once; each account's primary and contingent shares add up to 100%. */
export const ZEstate = z
  .object(estateFields)
  .strict()
  .superRefine((estate, context) => {
    const problem = findShareSumProblem(estate.beneficiaries);
    if (!problem) return;
    context.addIssue({
      code: 'custom',
      path: ['beneficiaries', problem.firstIndex, 'shareBasisPoints'],
      message: ESTATE_MESSAGES.sharesMustAddUp(problem.kind, 'an account', formatSharePercent(problem.totalBasisPoints)),
    });
  });
export type TEstate = z.infer<typeof ZEstate>;

/** An account the client may name beneficiaries for. */
export const ZEstateAccount = z.object({ id: z.string(), name: z.string(), institutionName: z.string() });
export type TEstateAccount = z.infer<typeof ZEstateAccount>;

const ZEstateReviewDue = z.discriminatedUnion('reason', [
  z.object({ kind: z.enum(ESTATE_DOCUMENT_KINDS), reason: z.literal('never-reviewed') }),
  z.object({ kind: z.enum(ESTATE_DOCUMENT_KINDS), reason: z.literal('three-years'), sinceDate: zCalendarDate }),
  z.object({
    kind: z.enum(ESTATE_DOCUMENT_KINDS),
    reason: z.literal('life-event'),
    sinceDate: zCalendarDate,
    lifeEvent: z.object({ kind: z.enum(LIFE_EVENT_KINDS), eventDate: zCalendarDate }),
  }),
]);
export type TEstateReviewDue = z.infer<typeof ZEstateReviewDue>;

// Answers carry no transforms (the serializer encodes through the schema): the stored page's plain shape, its days checked.
const ZStoredDocument = z.object({
  exists: z.boolean(),
  signedDate: zCalendarDate.nullable(),
  lastReviewedDate: zCalendarDate.nullable(),
  originalLocation: z.string(),
  attorneyContact: z.string(),
});
const ZStoredEstate = z.object({
  documents: z.object(Object.fromEntries(ESTATE_DOCUMENT_KINDS.map((kind) => [kind, ZStoredDocument])) as Record<EstateDocumentKind, typeof ZStoredDocument>),
  executorName: z.string(),
  trusteeName: z.string(),
  lifeEvents: z.array(z.object({ kind: z.enum(LIFE_EVENT_KINDS), eventDate: zCalendarDate })),
  beneficiaries: z.array(z.object({ accountId: z.string(), kind: z.enum(BENEFICIARY_KINDS), name: z.string(), shareBasisPoints: z.number() })),
});

/** GET /api/estate: the page as stored, the accounts beneficiaries may be named for, and what is due for review today. */
export const ZEstateResponse = z.object({
  estate: ZStoredEstate,
  accounts: z.array(ZEstateAccount),
  reviewsDue: z.array(ZEstateReviewDue),
});
export type TEstateResponse = z.infer<typeof ZEstateResponse>;
