// The package's public surface.
export {
  isRemotePreloadModule,
  isRemoteRoutesModule,
  type PreloadTarget,
  type RemotePreloadModule,
  type RemoteRouteProps,
  type RemoteRoutesModule,
} from './contract';
export { AppProviders } from './app-providers';
export { PageFrame } from './page-frame';
export { queryClient } from './query-client';
export { CONSULT_IMMEDIATELY_COUNT_KEY } from './query-keys';
export { mountHarness } from './remote-harness';
export { SignInForm } from './sign-in-form';
export { NotYetPage } from './not-yet-page';
