import { type BeneficiaryKind, WHOLE_SHARE_BASIS_POINTS } from './estate-kinds';

export interface BeneficiaryShare {
  accountId: string;
  kind: BeneficiaryKind;
  shareBasisPoints: number;
}

/** One account's primary (or contingent) beneficiaries whose shares do not add up to 100%. */
export interface ShareSumProblem {
  accountId: string;
  kind: BeneficiaryKind;
  totalBasisPoints: number;
  /** The first beneficiary of that group in the list, where a form shows the message. */
  firstIndex: number;
}

/**
 * Per account and per kind, the shares must add up to exactly 100% (a group with nobody in it is
 * fine: a client may name no contingent beneficiary). Returns the first group that does not, in
 * list order, or null.
 */
export function findShareSumProblem(beneficiaries: readonly BeneficiaryShare[]): ShareSumProblem | null {
  const groups = new Map<string, ShareSumProblem>();
  beneficiaries.forEach((beneficiary, index) => {
    const key = `${beneficiary.kind}\u0000${beneficiary.accountId}`;
    const group = groups.get(key) ?? { accountId: beneficiary.accountId, kind: beneficiary.kind, totalBasisPoints: 0, firstIndex: index };
    group.totalBasisPoints += beneficiary.shareBasisPoints;
    groups.set(key, group);
  });
  for (const group of groups.values()) if (group.totalBasisPoints !== WHOLE_SHARE_BASIS_POINTS) return group;
  return null;
}

/** 2500 → '25', 3333 → '33.33': a share as the percent a person reads. */
export function formatSharePercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** What a person types (33.33) as basis points; anything with more than two decimals is rounded. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
