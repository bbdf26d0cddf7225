// The package's public surface. Consumers may also import one module directly: `@backoffice/api-client/errors`.
export { apiClient, configureApiClient, DEFAULT_BASE_URL, type ApiClientConfig } from './client';
export { tokenStore, type TokenGrant, type TokenListener, type TokenStore } from './token-store';
export {
  deleteItem,
  getItem,
  getList,
  patchItem,
  postItem,
  postList,
  putItem,
  startGet,
  type ListResult,
  type Parsed,
  type Parser,
  type QueryParams,
  type RequestConfig,
  type StartedGet,
} from './requests';
export type { FirstResponses } from './first-responses';
export { ApiError, CLIENT_ERROR_MESSAGES, isApiError, toApiError } from './errors';
export { onSessionExpired, type SessionExpiredListener } from './session-expiry';
export {
  ACTIVITY_EVENTS,
  RENEWAL_POLICY,
  startTokenRenewal,
  type ActivityTarget,
  type TokenRenewalOptions,
} from './renewal';
export {
  changePassword,
  fetchMe,
  logout,
  refreshToken,
  signIn,
  type ChangePasswordResult,
  type SignInRequest,
  type SignInResult,
  type TokenResult,
} from './auth';
