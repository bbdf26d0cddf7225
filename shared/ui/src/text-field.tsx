// The `@backoffice/ui/text-field` subpath (the sign-in form imports it): the six field controls, one a file, under
// the name they always had here. Nothing else: what the sign-in page downloads stays what it was.
export * from './text-input';
export * from './password-field';
export * from './date-input';
export * from './text-area';
export * from './select';
export * from './checkbox';
