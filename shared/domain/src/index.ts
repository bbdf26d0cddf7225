// The package's public surface. Consumers may also import one module directly: `@backoffice/domain/permissions`.
export * from './api';
export * from './capabilities';
export * from './errors';
export * from './endpoints';
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
export * from './feedback';
export * from './classes';
export * from './polls';
export * from './announcements';
export * from './announcement-email';
export * from './text';
export * from './plural';
export * from './dashboard';
export * from './student-progress';
// student-profile-labels is imported by its subpath only: the shell's domain chunk, which the sign-in page loads, stays without it.
