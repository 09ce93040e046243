export * from './schema/auth';
export * from './schema/chat';
export * from './schema/marketplace';
export * from './schema/platform';
export * from './schema/refunds';
export * from './schema/trainer-business';
