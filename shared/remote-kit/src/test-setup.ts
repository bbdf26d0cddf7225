// Jest set-up of the shell's and the remotes' screen tests (jest.config.ts): MSW started once per test file, and each
// test starting from no handlers of another and no signed-in user.
import { server, signOut } from './test-utils';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());
