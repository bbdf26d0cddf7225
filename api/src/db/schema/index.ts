// The whole schema, for drizzle-kit and for the typed query builder.
export * from './audit';
export * from './auth';
export * from './classes';
export * from './consultations';
export * from './feedback';
export * from './idempotency';
export * from './lessons';
export * from './news';
export * from './orders';
export * from './outbox';
export * from './users';
