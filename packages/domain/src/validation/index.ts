export * from './auth-forms';
export * from './email';
export * from './messages';
export * from './password';
export * from './post-login-path';
export * from './verification-redirect';
