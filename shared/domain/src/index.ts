// The package's public surface. Consumers may also import one module directly: `@backoffice/domain/permissions`.
export * from './api';
export * from './capabilities';
export * from './errors';
export * from './enums';
export * from './levels';
export * from './messages';
export * from './paths';
export * from './permissions';
export * from './records';
export * from './roles';
export * from './validation';
export * from './time';
export * from './lesson-report';
export * from './orders';
export * from './classes';
