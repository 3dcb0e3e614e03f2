/** The estate documents a client records (issue 35: spec 01 §1 'estate'), in the page's order. */
export const ESTATE_DOCUMENT_KINDS = ['will', 'trust', 'financialPowerOfAttorney', 'healthcarePowerOfAttorney', 'healthcareDirective', 'guardianship'] as const;
export type EstateDocumentKind = (typeof ESTATE_DOCUMENT_KINDS)[number];

export const ESTATE_DOCUMENT_LABELS: Record<EstateDocumentKind, string> = {
  will: 'Will',
  trust: 'Trust',
  financialPowerOfAttorney: 'Financial Power of Attorney',
  healthcarePowerOfAttorney: 'Healthcare Power of Attorney',
  healthcareDirective: 'Healthcare Directive',
  guardianship: 'Guardianship for Children',
};

/** Life events after which the documents deserve a fresh look. */
export const LIFE_EVENT_KINDS = ['marriage', 'child', 'move'] as const;
export type LifeEventKind = (typeof LIFE_EVENT_KINDS)[number];

export const LIFE_EVENT_LABELS: Record<LifeEventKind, string> = { marriage: 'Marriage', child: 'New child', move: 'Move' };

/** An account's beneficiaries: primary ones inherit first, contingent ones if no primary survives. */
export const BENEFICIARY_KINDS = ['primary', 'contingent'] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

export const BENEFICIARY_KIND_LABELS: Record<BeneficiaryKind, string> = { primary: 'Primary', contingent: 'Contingent' };

/** Shares are basis points (1/100 of a percent), integers, so sums are exact: 100% is 10,000. */
export const WHOLE_SHARE_BASIS_POINTS = 10_000;
