import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { UserRef } from '@backoffice/domain/records';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { TUTORS, uuid } from '../../test/factories';
import { classesApi } from '../../test/classes-api';
import { StaffPicker, type StaffPickerLayout } from './staff-picker';


/** The picker inside a form, as both dialogs have it. */
function Harness({ layout, onSubmit }: { layout: StaffPickerLayout; onSubmit: () => void }) {
  const [tutors, setTutors] = useState<UserRef[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <StaffPicker type="Tutor" label="Tutors" layout={layout} value={tutors} onChange={setTutors} />
      <button type="submit">Save</button>
    </form>
  );
}

function open(layout: StaffPickerLayout, tutors: UserRef[] = TUTORS) {
  const api = classesApi({ tutors });
  server.use(...api.handlers);
  const onSubmit = jest.fn();
  return { ...renderScreen(<Harness layout={layout} onSubmit={onSubmit} />), api, onSubmit };
}

const manyTutors = Array.from({ length: 25 }, (_, i) => ({
  _id: uuid(i + 1, 'e3000000'),
  name: `Tutor ${i + 1}`,
  email: `tutor${i + 1}@demo.test`,
}));

describe('StaffPicker', () => {
  it("in a class form section: matches listed as 'Name · email', chips 'Chosen tutors', and how many of how many", async () => {
    const { user } = open('section', manyTutors);
    expect(screen.getByText('None chosen yet.')).toBeInTheDocument();
    const found = await screen.findByRole('list', { name: 'Tutors found' });
    expect(within(found).getAllByRole('checkbox')).toHaveLength(20);
    expect(screen.getByText('20 of 25 shown; type more of a name or email to narrow the list.')).toBeInTheDocument();

    await user.click(within(found).getByRole('checkbox', { name: 'Tutor 2 · tutor2@demo.test' }));
    expect(within(screen.getByRole('list', { name: 'Chosen tutors' })).getByText('Tutor 2')).toBeInTheDocument();
    expect(screen.queryByText('None chosen yet.')).not.toBeInTheDocument();
  });

  it("in a lesson dialog's box: matches in the 'Tutors found' group as 'Name (email)', chips 'Chosen Tutors'", async () => {
    const { user } = open('boxed');
    expect(screen.getByText('No tutor chosen')).toBeInTheDocument();
    const found = screen.getByRole('group', { name: 'Tutors found' });
    await user.click(await within(found).findByRole('checkbox', { name: 'Malee Tutor (malee@demo.test)' }));
    expect(within(screen.getByRole('list', { name: 'Chosen Tutors' })).getByText('Malee Tutor')).toBeInTheDocument();

    // Chosen people stay chosen when a search hides them.
    await user.type(screen.getByRole('searchbox', { name: 'Find a tutor' }), 'Somchai');
    await waitFor(() => expect(within(found).queryByRole('checkbox', { name: /^Malee Tutor/ })).not.toBeInTheDocument());
    expect(within(found).getByRole('checkbox', { name: /^Somchai Tutor/ })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Chosen Tutors' })).getByText('Malee Tutor')).toBeInTheDocument();
  });

  it.each<StaffPickerLayout>(['section', 'boxed'])(
    "searches by name or email once typing pauses, and Enter in the search box does not submit the form (%s)",
    async (layout) => {
      const { user, api, onSubmit } = open(layout);
      await user.type(screen.getByRole('searchbox', { name: 'Find a tutor' }), ' zzz {Enter}');
      expect(await screen.findByText('No tutors found')).toBeInTheDocument();
      expect(api.staffRequests().map((r) => r.query)).toEqual([{ type: 'Tutor' }, { type: 'Tutor', q: 'zzz' }]);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});
