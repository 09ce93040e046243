export * from './schema/auth';
export * from './schema/marketplace';
export * from './schema/platform';
