import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../src/modules/demo/demo-accounts';
import { createTestApp } from '../test-app';

/** A demo person's sign-in email, by their key (the demo seed's own list, so tests never repeat it). */
export function demoEmail(key: DemoAccountKey): string {
  const account = DEMO_ACCOUNTS.find((each) => each.key === key);
  if (!account) throw new Error(`no demo person ${key}`);
  return account.email;
}

/** A test app seeded with the demo people, sign-in limits lifted (the tests sign several of them in). */
export const createDemoApp = () => createTestApp({ DEMO_DATA: 'true', AUTH_RATE_LIMIT_MAX: '100000' });
