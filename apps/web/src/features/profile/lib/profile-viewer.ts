/** The profile viewer's steps (spec 02 "Profile viewer wizard"), in order. */
export const VIEWER_STEPS = ['Overview', 'Personal Info', 'Contact Details', 'Identity'] as const;
export type ViewerStep = (typeof VIEWER_STEPS)[number];

/** Identity images are the client's alone: an advisor is told so instead. */
export const IDENTITY_NOT_SHARED = 'Identity documents are visible only to the client.';
