// Radix's primitive, so screens and this package hide text for screen readers the same way.
export { VisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';
