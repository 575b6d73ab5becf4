export * from './email-address';
export * from './sign-in';
