import { queryClient } from '@backoffice/remote-kit';
import { server } from '@backoffice/remote-kit/test-utils';
import preload from './preload';
import { CareerStudents, ConsultationTab, NewsSection, RenewTab, StudentTab } from './screens';
import { renewApi } from './test/renew-api';
import { signInAs, USERS } from './test/factories';

// Issue 20: each tab is a chunk of its own, and the shell's navigation (the remote's preload) starts the code of the
// tab a visit opens on with its data, and no other tab's. A file of its own: which chunks have loaded is module state.

afterEach(() => queryClient.clear());

it("starts the opening tab's code with its data, and only that tab's", async () => {
  signInAs(USERS.salesAdmin);
  server.use(...renewApi([]).handlers);
  expect(RenewTab.loaded).toBe(false);
  await preload({ pathname: '/dashboard', search: '' });
  expect(RenewTab.loaded).toBe(true);
  for (const other of [StudentTab, ConsultationTab, CareerStudents, NewsSection]) expect(other.loaded).toBe(false);
});
