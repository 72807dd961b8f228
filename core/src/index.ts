export * from './routing';
export * from './auth-validation';
