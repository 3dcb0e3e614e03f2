export * from './sign-in-delay';
export * from './account-suspension';
export * from './two-factor';
export * from './passkeys';
export * from './client-verified';
