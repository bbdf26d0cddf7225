import { screen } from '@testing-library/react';
import { queryClient } from '@backoffice/remote-kit';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import preload from './preload';
import PeopleRoutes from './routes';
import { staffRowOf, studentRowOf } from './test/factories';
import { peopleApi } from './test/people-api';
import { signInAs, USERS } from './test/session';

afterEach(() => queryClient.clear());

const listRequests = (api: ReturnType<typeof peopleApi>, path: string) => api.requests.filter((r) => r.path === path);

describe("mf-people's preload", () => {
  it('asks for the list the address names and the pickers’ staff before the screen renders, which then asks nothing more', async () => {
    signInAs(USERS.superAdmin);
    const api = peopleApi({ tutors: [staffRowOf(1)], students: [studentRowOf(1)] });
    server.use(...api.handlers);
    await preload({ pathname: '/user', search: '?tab=tutor&q=tutor&page=1' });
    expect(listRequests(api, '/api/admin/user/tutor')).toHaveLength(1);
    expect(listRequests(api, '/api/admin/user/tutor')[0]?.query).toEqual({ q: 'tutor', page: '1' });
    expect(listRequests(api, '/api/admin/user/handlers')).toHaveLength(1);

    renderScreen(<PeopleRoutes basePath="/user" />, { path: '/user?tab=tutor&q=tutor', client: queryClient });
    expect(screen.getByRole('button', { name: 'Edit Tutor 1' })).toBeInTheDocument();
    expect(listRequests(api, '/api/admin/user/tutor')).toHaveLength(1);
    expect(listRequests(api, '/api/admin/user/student')).toHaveLength(0);
  });

  it('starts nothing for a path that is not its screen', async () => {
    const api = peopleApi();
    server.use(...api.handlers);
    await preload({ pathname: '/user/elsewhere', search: '' });
    expect(api.requests).toHaveLength(0);
  });
});
