export * from './sign-in-delay';
