// Request and response schemas per endpoint, shared by the api (validation, OpenAPI) and the web (parsing).
export * from './common/error.schema';
export * from './common/primitives.schema';
export * from './session/session.schema';
export * from './auth/auth.schema';
export * from './dev/mailbox.schema';
export * from './common/money.schema';
export * from './profile/profile.schema';
export * from './onboarding/onboarding.schema';
export * from './accounts/accounts.schema';
export * from './scenarios/scenario.schema';
export * from './scenarios/scenario-requests.schema';
export * from './cash-flow/cash-flow.schema';
export * from './net-worth/net-worth.schema';
export * from './investments/investments.schema';
export * from './connections/connections.schema';
export * from './directory/directory.schema';
export * from './notifications/notifications.schema';
