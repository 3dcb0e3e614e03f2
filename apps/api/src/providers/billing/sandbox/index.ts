export { createSandboxBillingProvider, type SandboxBillingOptions, type SandboxBillingProvider } from './sandbox-billing-provider';
