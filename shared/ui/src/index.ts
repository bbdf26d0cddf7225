// The package's public surface. One module may also be imported on its own: `@backoffice/ui/pager`.
import type {} from './styled';

export * from './theme';
export * from './alert';
export * from './badge';
export * from './button';
export * from './day-picker';
export * from './dialog';
export * from './empty-state';
export * from './icons';
export * from './menu';
export * from './page';
export * from './pager';
export * from './panel';
export * from './skeleton';
export * from './snackbar';
export * from './spinner';
export * from './stack';
export * from './table';
export * from './tabs';
export * from './text-field';
export * from './use-debounced-value';
export * from './visually-hidden';
export * from './use-return-focus';
export * from './use-media-query';
