export * from './share-switches';
export * from './client-data-scopes';
export * from './link-transitions';
export * from './post-onboarding-route';
export * from './shared-pages';
export * from './share-requests';
