import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { queryClient } from '@backoffice/remote-kit';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { classesApi } from './test/classes-api';
import { classesOf } from './test/factories';
import { installRichTextLayoutStubs } from './test/rich-text';
import { signInAs, USERS } from './test/session';
import ClassesRoutes from './routes';

installRichTextLayoutStubs();

// A file of its own: the dialog's chunk is loaded once per module registry, and another test opening it first would
// make this one pass whatever the page does.
describe('/course: Add New Class loaded before it is wanted (issue 20)', () => {
  it('downloads the form and its first tutors and TAs once the list is shown, so the first open shows them at once', async () => {
    signInAs(USERS.superAdmin);
    const api = classesApi({ classes: classesOf(3) });
    server.use(...api.handlers);
    // The page's own query client, as the shell provides it: the dialog's prefetch fills that one.
    const { user } = renderScreen(
      <Routes>
        <Route path="/course/*" element={<ClassesRoutes basePath="/course" />} />
      </Routes>,
      { path: '/course', client: queryClient },
    );
    await screen.findByRole('row', { name: /Class 1\b/ });

    // Warmed up once its code and first data are in: rendered once, hidden (out of the accessibility tree, no dialog
    // anyone can reach), then removed.
    // (The form's module, with Tiptap, takes a while to load in jsdom, the more so on a busy two-core machine running
    // the whole suite: what this waits for is that it happens, not how soon.)
    await waitFor(() => expect(screen.getByLabelText(/^Name/, { selector: '[role="dialog"] input' })).toBeInTheDocument(), { timeout: 20_000 });
    // Nothing pressed yet: the first tutors and TAs were asked for on idle, nothing searched.
    expect(api.staffRequests().map((r) => r.query)).toEqual([{ type: 'Tutor' }, { type: 'TA' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/^Name/, { selector: '[role="dialog"] input' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add New Class' }));
    // In the click's own render: no loading stand-in, and the tutors are listed without waiting for a request.
    expect(screen.getByRole('dialog', { name: 'Add New Class' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Add New Class…')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Malee Tutor/ })).toBeInTheDocument();
    expect(api.staffRequests()).toHaveLength(2);
  });
});
