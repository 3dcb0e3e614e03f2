/** What a suspended user is told when they try to sign in (an admin suspended the account). */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Please contact support to restore it.';
