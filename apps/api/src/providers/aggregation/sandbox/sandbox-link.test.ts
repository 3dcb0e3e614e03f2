import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSandboxAggregation } from './sandbox-aggregation-provider';
import { createTestSandbox, expectProviderError, HOMEOWNER_SEED, linkItem, RENTER_SEED, syncAll, TWO_EARNER_SEED } from './sandbox-test-helpers';

describe('sandbox link and credentials', () => {
  it('lists a dozen fictional institutions, each with a rendered PNG logo', async () => {
    const { controls, provider } = createTestSandbox();
    const institutions = await controls.listInstitutions();
    expect(institutions).toHaveLength(12);
    expect(new Set(institutions.map((institution) => institution.institutionId)).size).toBe(12);
    for (const institution of institutions) {
      expect(institution.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
      const png = Buffer.from(institution.logoBase64 ?? '', 'base64');
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });
    }
    expect(await provider.getInstitution('ins_sbx_harborview')).toMatchObject({ name: 'Harborview Bank' });
    await expectProviderError(provider.getInstitution('ins_nope'), 'INVALID_INSTITUTION');
  });

  it('accepts user_good / pass_good and hands out an access token that encodes the item', async () => {
    const sandbox = createTestSandbox();
    const { accessToken, itemId } = await linkItem(sandbox);
    expect(accessToken).toMatch(/^access-sandbox-ins_sbx_evergreen-[0-9a-f]{16}-[0-9a-f]{32}$/);
    expect(await sandbox.provider.getItem(accessToken)).toEqual({ itemId, institutionId: 'ins_sbx_evergreen', errorCode: null, consentExpirationTime: null });
  });

  it("refuses any other credentials with Plaid's INVALID_CREDENTIALS", async () => {
    const { controls } = createTestSandbox();
    for (const [username, password] of [
      ['user_good', 'wrong'],
      ['user_bad', 'pass_good'],
      ['', ''],
    ]) {
      const error = await expectProviderError(
        controls.createPublicToken({ institutionId: 'ins_sbx_summit', username: username ?? '', password: password ?? '' }),
        'INVALID_CREDENTIALS',
      );
      expect(error.displayMessage).toBe('The provided credentials were not correct. Please try again.');
    }
    await expectProviderError(
      controls.createPublicToken({ institutionId: 'ins_unknown', username: 'user_good', password: 'pass_good' }),
      'INVALID_INSTITUTION',
    );
  });

  it('exchanges a public token once, and not after it expires', async () => {
    const { controls, provider, time } = createTestSandbox();
    const publicToken = await controls.createPublicToken({ institutionId: 'ins_sbx_redwood', username: 'user_good', password: 'pass_good' });
    await provider.exchangePublicToken(publicToken);
    await expectProviderError(provider.exchangePublicToken(publicToken), 'INVALID_PUBLIC_TOKEN');
    const late = await controls.createPublicToken({ institutionId: 'ins_sbx_redwood', username: 'user_good', password: 'pass_good' });
    time.advanceMinutes(31);
    await expectProviderError(provider.exchangePublicToken(late), 'INVALID_PUBLIC_TOKEN');
  });

  it('rebuilds an item from its access token after a restart', async () => {
    const first = createTestSandbox();
    const { accessToken, itemId } = await linkItem(first);
    const restarted = createSandboxAggregation({ clock: first.time.clock });
    expect((await restarted.provider.getItem(accessToken)).itemId).toBe(itemId);
    expect(await restarted.provider.getAccounts(accessToken)).toEqual(await first.provider.getAccounts(accessToken));
  });

  it('refuses a malformed or removed access token without echoing it', async () => {
    const sandbox = createTestSandbox();
    const forged = 'access-sandbox-ins_sbx_nowhere-0000000000000000-00000000000000000000000000000000';
    const error = await expectProviderError(sandbox.provider.getAccounts(forged), 'INVALID_ACCESS_TOKEN');
    expect(error.message).not.toContain(forged);
    const { accessToken } = await linkItem(sandbox);
    await sandbox.provider.removeItem(accessToken);
    await expectProviderError(sandbox.provider.getAccounts(accessToken), 'ITEM_NOT_FOUND');
  });

  it('never finds a webhook genuine: the sandbox sends none', async () => {
    const { provider } = createTestSandbox();
    expect(await provider.verifyWebhook('{"webhook_type":"ITEM"}', { 'plaid-verification': 'x.y.z' })).toBeNull();
  });
});

describe('sandbox ITEM_LOGIN_REQUIRED and update mode', () => {
  it('refuses every data call until the item is re-linked in update mode', async () => {
    const sandbox = createTestSandbox();
    const { provider, controls } = sandbox;
    const { accessToken, itemId } = await linkItem(sandbox);
    await controls.resetLogin(accessToken);

    expect((await provider.getItem(accessToken)).errorCode).toBe('ITEM_LOGIN_REQUIRED');
    await expectProviderError(provider.getAccounts(accessToken), 'ITEM_LOGIN_REQUIRED');
    await expectProviderError(provider.syncTransactions(accessToken, null), 'ITEM_LOGIN_REQUIRED');
    await expectProviderError(provider.getHoldings(accessToken), 'ITEM_LOGIN_REQUIRED');
    await expectProviderError(provider.getLiabilities(accessToken), 'ITEM_LOGIN_REQUIRED');
    await expectProviderError(provider.getInvestmentTransactions(accessToken, { startDate: '2025-01-01', endDate: '2025-06-18' }), 'ITEM_LOGIN_REQUIRED');

    const { linkToken } = await provider.createLinkToken({ userId: 'user-1', accessToken });
    await expectProviderError(
      controls.createPublicToken({ institutionId: 'ins_sbx_evergreen', username: 'user_good', password: 'nope', linkToken }),
      'INVALID_CREDENTIALS',
    );
    await expectProviderError(
      controls.createPublicToken({ institutionId: 'ins_sbx_summit', username: 'user_good', password: 'pass_good', linkToken }),
      'INVALID_INSTITUTION',
    );
    expect((await provider.getItem(accessToken)).errorCode).toBe('ITEM_LOGIN_REQUIRED');

    const publicToken = await controls.createPublicToken({ institutionId: 'ins_sbx_evergreen', username: 'user_good', password: 'pass_good', linkToken });
    expect(await provider.exchangePublicToken(publicToken)).toEqual({ accessToken, itemId });
    expect((await provider.getItem(accessToken)).errorCode).toBeNull();
    expect((await provider.getAccounts(accessToken)).length).toBeGreaterThan(0);
  });

  it('rejects an unknown or expired link token', async () => {
    const sandbox = createTestSandbox();
    const { accessToken } = await linkItem(sandbox);
    const input = { institutionId: 'ins_sbx_evergreen', username: 'user_good', password: 'pass_good' };
    await expectProviderError(sandbox.controls.createPublicToken({ ...input, linkToken: 'link-sandbox-nope' }), 'INVALID_LINK_TOKEN');
    const { linkToken, expiration } = await sandbox.provider.createLinkToken({ userId: 'user-1', accessToken });
    expect(Date.parse(expiration) - sandbox.time.clock().getTime()).toBe(4 * 60 * 60 * 1000);
    sandbox.time.advanceMinutes(5 * 60);
    await expectProviderError(sandbox.controls.createPublicToken({ ...input, linkToken }), 'INVALID_LINK_TOKEN');
  });

  it('links one customer at several banks with a customer seed: the same person, deterministic per bank and seed', async () => {
    const sandbox = createTestSandbox();
    const input = { institutionId: 'ins_sbx_evergreen', username: 'user_good', password: 'pass_good' };
    await expectProviderError(sandbox.controls.createPublicToken({ ...input, customerSeed: 'not-a-seed' }), 'INVALID_FIELD');
    const first = await linkItem(sandbox, 'ins_sbx_evergreen', HOMEOWNER_SEED);
    const again = await linkItem(sandbox, 'ins_sbx_evergreen', HOMEOWNER_SEED);
    const lender = await linkItem(sandbox, 'ins_sbx_cascade', HOMEOWNER_SEED);
    // The same bank and seed is the same item; another bank with it is that customer's other relationship.
    expect(again.itemId).toBe(first.itemId);
    expect(await sandbox.provider.getAccounts(again.accessToken)).toEqual(await sandbox.provider.getAccounts(first.accessToken));
    expect(lender.itemId).not.toBe(first.itemId);
    const customer = sandbox.controls.customerOf(HOMEOWNER_SEED, '2025-06-18');
    expect(customer).toEqual(sandbox.controls.customerOf(HOMEOWNER_SEED, '2025-01-02'));
    expect(customer.isHomeowner).toBe(true);
    expect(customer.spouse).toBeNull();
    expect(Number.isInteger(customer.annualSalary)).toBe(true);
    const { added } = await syncAll(sandbox.provider, first.accessToken);
    const pay = added.filter((transaction) => transaction.categoryDetailed === 'INCOME_WAGES' && transaction.date.startsWith('2025'));
    expect(pay.length).toBeGreaterThan(0);
    for (const transaction of pay) {
      expect(transaction.merchantName).toBe(customer.employer);
      expect(Math.abs(-transaction.amount - (customer.annualSalary * 0.72) / 24)).toBeLessThanOrEqual(0.005);
    }
    // Her checking pays the mortgage her lender holds, to the cent and on the same day as the lender records it.
    const [mortgage] = await sandbox.provider.getLiabilities(lender.accessToken);
    const paid = added.filter((transaction) => transaction.categoryDetailed === 'LOAN_PAYMENTS_MORTGAGE_PAYMENT');
    expect(paid.length).toBeGreaterThanOrEqual(23);
    expect(paid.every((transaction) => transaction.merchantName === 'Cascade Home Loans')).toBe(true);
    expect(paid.every((transaction) => transaction.amount > (mortgage?.minimumPaymentAmount ?? Infinity))).toBe(true);
  });

  it('describes a two-earner household for its seed only: the spouse is paid once a month into the same checking, net of the same share', async () => {
    const sandbox = createTestSandbox();
    expect(sandbox.controls.customerOf(RENTER_SEED, '2025-06-18').spouse).toBeNull();
    const couple = sandbox.controls.customerOf(TWO_EARNER_SEED, '2025-06-18');
    const spouse = couple.spouse;
    expect(spouse?.employer).not.toBe(couple.employer);
    expect(Number.isInteger(spouse?.annualSalary)).toBe(true);
    const { accessToken } = await linkItem(sandbox, 'ins_sbx_evergreen', TWO_EARNER_SEED);
    const [checking] = (await sandbox.provider.getAccounts(accessToken)).filter((account) => account.subtype === 'checking');
    const { added } = await syncAll(sandbox.provider, accessToken);
    const pay = added.filter((transaction) => transaction.categoryDetailed === 'INCOME_WAGES' && transaction.date.startsWith('2025'));
    const spousePay = pay.filter((transaction) => transaction.merchantName === spouse?.employer);
    // January to May, one payday a month (the last working day; June's is still ahead on the 18th).
    expect(spousePay).toHaveLength(5);
    for (const transaction of spousePay) {
      expect(transaction.accountId).toBe(checking?.accountId);
      expect(Math.abs(-transaction.amount - ((spouse?.annualSalary ?? 0) * 0.72) / 12)).toBeLessThanOrEqual(0.005);
    }
    // Hers stay twice a month: January to May, and June 15th.
    expect(pay.filter((transaction) => transaction.merchantName === couple.employer).length).toBe(11);
  });
});
