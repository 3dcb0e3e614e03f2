import { EMPTY_INSURANCE_POLICY, type TAccount, type TBalanceSheetResponse, type TIncome, type TInstitution, type TInsurancePolicy } from '@finboard/contracts';

export function makeInstitution(overrides: Partial<TInstitution> = {}): TInstitution {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Summit Savings Bank',
    logoUrl: null,
    primaryColor: null,
    provider: 'sandbox',
    isManualRecord: false,
    linkedAt: '2024-03-05T14:07:00.000Z',
    lastSyncedAt: null,
    errorCode: null,
    needsLogin: false,
    incompleteParts: [],
    assetsCents: 1_000_000,
    liabilitiesCents: 0,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    institutionId: '11111111-1111-4111-8111-111111111111',
    institutionName: 'Summit Savings Bank',
    name: 'Everyday Checking',
    mask: '0000',
    accountType: 'depository',
    accountSubtype: 'checking',
    balanceType: 'assets',
    amountCents: 250_049,
    date: '2024-05-01',
    isManualRecord: false,
    isRetirement: false,
    isCash: true,
    assetKey: 'depository',
    liabilityKey: null,
    hasHoldings: false,
    details: null,
    ...overrides,
  };
}

export function makeSheet(overrides: Partial<TBalanceSheetResponse> = {}): TBalanceSheetResponse {
  return { totalCents: 0, categories: {}, institutions: [], accounts: [], ...overrides };
}

export function makeIncome(overrides: Partial<TIncome> = {}): TIncome {
  return {
    incomeInfos: [
      { owner: 'self', employerName: 'Analytical Engines Ltd', annualSalaryCents: 12_000_000 },
      { owner: 'spouse', employerName: 'Difference Works', annualSalaryCents: 9_000_000 },
    ],
    owner: 'self',
    companyStock: '',
    effectiveTaxRate: 0.2249,
    taxStatus: 'Married Filing Jointly',
    socialSecurityPiaCents: 250_000,
    socialSecurityEarliestAge: 62,
    socialSecurityLatestAge: 70,
    ...overrides,
  };
}

export function makePolicy(overrides: Partial<TInsurancePolicy> = {}): TInsurancePolicy {
  return { ...EMPTY_INSURANCE_POLICY, ...overrides };
}
