import { AggregationProviderError } from '../aggregation-types';

// The sandbox fails the way Plaid does: same error codes, same wording, so the product's handling
// of each code is exercised offline exactly as it will be against Plaid.
const ERRORS = {
  INVALID_CREDENTIALS: ['the provided credentials were not correct', 'The provided credentials were not correct. Please try again.'],
  ITEM_LOGIN_REQUIRED: [
    "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
    null,
  ],
  INVALID_ACCESS_TOKEN: ['provided access token is in an invalid format. expected format: access-<environment>-<identifier>', null],
  ITEM_NOT_FOUND: [
    'the Item you requested cannot be found. This Item does not exist, has been previously removed via /item/remove, or has had access removed by the user',
    null,
  ],
  INVALID_PUBLIC_TOKEN: ['provided public token is expired or has already been exchanged', null],
  INVALID_LINK_TOKEN: ['provided link token is invalid or has expired', null],
  INVALID_INSTITUTION: ['invalid institution_id provided', null],
  INVALID_FIELD: ['a field in the request is invalid', null],
} as const satisfies Record<string, readonly [string, string | null]>;

export type SandboxErrorCode = keyof typeof ERRORS;

export function sandboxError(code: SandboxErrorCode, detail?: string): AggregationProviderError {
  const [message, displayMessage] = ERRORS[code];
  return new AggregationProviderError(code, detail ? `${message}: ${detail}` : message, displayMessage);
}
