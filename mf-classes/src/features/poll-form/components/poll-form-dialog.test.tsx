import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { LessonDetail } from '@backoffice/domain/classes';
import type { PollQuestion } from '@backoffice/domain/records';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { zoomApi } from '../../../test/zoom-api';
import { pollOf, zoomLessonOf } from '../../../test/factories';
import { PollFormDialog } from './poll-form-dialog';


function open({ poll, lesson = zoomLessonOf(1, { poll_setup: poll ? [poll] : [pollOf(1), pollOf(2)] }) }: { poll?: PollQuestion; lesson?: LessonDetail } = {}) {
  const api = zoomApi({ lessons: [lesson] });
  server.use(...api.handlers);
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const rendered = renderScreen(
    <PollFormDialog lessonId={lesson._id} poll={poll} defaultName={`Question ${lesson.poll_setup.length + 1}`} onSaved={onSaved} onClose={onClose} />,
  );
  return { ...rendered, api, onSaved, onClose, lesson };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByRole('textbox', { name });
const answer = (n: number) => field(`Answer ${n}`);
const correct = (n: number) => within(dialog()).getByRole('checkbox', { name: `Correct answer ${n}` });
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

describe("the poll question dialog ('Add Question' / 'Edit Question')", () => {
  it("opens a new question named 'Question {n}', single choice, with two answer boxes", () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Add Question' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Question 3');
    expect(field('Question')).toHaveValue('');
    expect(within(dialog()).getByRole('radio', { name: 'Single choice' })).toBeChecked();
    expect(within(dialog()).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(2);
    // The first two are not removable.
    expect(within(dialog()).queryByRole('button', { name: /^Remove answer/ })).not.toBeInTheDocument();
  });

  it("refuses an empty name, an empty title and fewer than two answers, in the spec's words, and sends nothing", async () => {
    const { user, api } = open();
    await user.clear(field('Name'));
    await user.type(answer(1), 'Only one');
    await user.click(save());
    expect(await within(dialog()).findByText('Please give it a name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please give it a title')).toBeInTheDocument();
    expect(within(dialog()).getByText('At least 2 answers required')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Please give it a name');
    expect(field('Question')).toHaveAccessibleDescription('Please give it a title');
    expect(api.posted()).toEqual([]);

    // Whitespace is not a name, nor a title, nor an answer.
    await user.type(field('Name'), '   ');
    await user.type(field('Question'), '  ');
    await user.type(answer(2), '  ');
    await user.click(save());
    expect(await within(dialog()).findByText('Please give it a name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please give it a title')).toBeInTheDocument();
    expect(within(dialog()).getByText('At least 2 answers required')).toBeInTheDocument();
    expect(api.posted()).toEqual([]);
  });

  it('shows the max message under an overlong name, question or answer, and sends nothing', async () => {
    const { user, api } = open();
    const paste = async (box: HTMLElement, length: number) => {
      await user.clear(box);
      await user.click(box);
      await user.paste('x'.repeat(length));
    };
    await paste(field('Name'), 256);
    await paste(field('Question'), 1001);
    await paste(answer(1), 501);
    await user.type(answer(2), 'London');
    await user.click(save());
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Name must be at most 255 characters'));
    expect(field('Question')).toHaveAccessibleDescription('Question must be at most 1,000 characters');
    expect(answer(1)).toHaveAccessibleDescription('Answer must be at most 500 characters');
    expect(api.posted()).toEqual([]);
  });

  it('leaves answers from the third on optional: an empty third box is sent as typed and accepted', async () => {
    const { user, api, onSaved, onClose } = open();
    await user.type(field('Question'), 'Capital of France?');
    await user.type(answer(1), 'Paris');
    await user.type(answer(2), 'London');
    await user.click(within(dialog()).getByRole('button', { name: 'Add answer' }));
    expect(answer(3)).toHaveFocus();
    expect(answer(3)).not.toBeRequired();
    expect(answer(1)).toBeRequired();
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted()).toEqual([
      { name: 'Question 3', question: 'Capital of France?', choice_type: 'single', option: ['Paris', 'London', ''], answer_index: [] },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Question 3', option: [{ label: 'A', content: 'Paris' }, { label: 'B', content: 'London' }] }));
  });

  it('adds one question when Save is pressed twice while the first save is on its way', async () => {
    const { user, api, onClose } = open();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the save until both clicks are in, then lets the zoom API answer it.
    server.use(http.post('*/api/admin/lesson/:id/poll', () => released.then(() => undefined)));
    await user.type(field('Question'), 'Capital of France?');
    await user.type(answer(1), 'Paris');
    await user.type(answer(2), 'London');
    await user.dblClick(save());
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted()).toHaveLength(1);
  });

  it('marks correct answers by checkbox, sent as answer_index; a single choice keeps one ticked', async () => {
    const { user, api, onClose } = open();
    await user.type(field('Question'), 'Which are prime?');
    await user.type(answer(1), '2');
    await user.type(answer(2), '9');
    await user.click(within(dialog()).getByRole('button', { name: 'Add answer' }));
    await user.type(answer(3), '11');

    // Single choice: ticking one unticks the other.
    await user.click(correct(1));
    await user.click(correct(3));
    expect(correct(1)).not.toBeChecked();
    expect(correct(3)).toBeChecked();

    // Multiple choice: any number.
    await user.click(within(dialog()).getByRole('radio', { name: 'Multiple choice' }));
    await user.click(correct(1));
    expect(correct(1)).toBeChecked();
    expect(correct(3)).toBeChecked();
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted()[0]).toMatchObject({ choice_type: 'multiple', option: ['2', '9', '11'], answer_index: [0, 2] });
  });

  it('keeps the first correct answer when the type goes back to single choice, and moves ticks with a removed box', async () => {
    const { user, api, onClose } = open();
    await user.type(field('Question'), 'Pick');
    await user.click(within(dialog()).getByRole('radio', { name: 'Multiple choice' }));
    for (const [n, text] of [[1, 'a'], [2, 'b']] as const) await user.type(answer(n), text);
    await user.click(within(dialog()).getByRole('button', { name: 'Add answer' }));
    await user.type(answer(3), 'c');
    await user.click(within(dialog()).getByRole('button', { name: 'Add answer' }));
    await user.type(answer(4), 'd');
    await user.click(correct(2));
    await user.click(correct(4));

    await user.click(within(dialog()).getByRole('button', { name: 'Remove answer 3' }));
    expect(within(dialog()).getAllByRole('textbox', { name: /^Answer/ }).map((box) => (box as HTMLInputElement).value)).toEqual(['a', 'b', 'd']);
    expect(correct(2)).toBeChecked();
    expect(correct(3)).toBeChecked();

    await user.click(within(dialog()).getByRole('radio', { name: 'Single choice' }));
    expect(correct(2)).toBeChecked();
    expect(correct(3)).not.toBeChecked();
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted()[0]).toMatchObject({ choice_type: 'single', option: ['a', 'b', 'd'], answer_index: [1] });
  });

  it('offers at most ten answers', async () => {
    const { user } = open();
    const add = within(dialog()).getByRole('button', { name: 'Add answer' });
    for (let i = 0; i < 8; i += 1) await user.click(add);
    expect(within(dialog()).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(10);
    expect(add).toBeDisabled();
  });

  it('edits a stored question (either spelling of its type) and sends it whole with PUT', async () => {
    const poll = pollOf(2, { choice_type: 'Multiple Choice', answer_index: [0, 2] });
    const { user, api, onSaved, onClose, lesson } = open({ poll });
    expect(screen.getByRole('dialog', { name: 'Edit Question' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Question 2');
    expect(within(dialog()).getByRole('radio', { name: 'Multiple choice' })).toBeChecked();
    expect([1, 2, 3].map((n) => (answer(n) as HTMLInputElement).value)).toEqual(['Paris', 'London', 'Rome']);
    expect([1, 2, 3].map((n) => (correct(n) as HTMLInputElement).checked)).toEqual([true, false, true]);

    await user.clear(field('Question'));
    await user.type(field('Question'), '  Which are capitals?  ');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted()).toEqual([]);
    expect(api.put()).toEqual([
      {
        path: `/api/admin/lesson/${lesson._id}/poll/${poll._id}`,
        body: { name: 'Question 2', question: 'Which are capitals?', choice_type: 'multiple', option: ['Paris', 'London', 'Rome'], answer_index: [0, 2] },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: poll._id, question: 'Which are capitals?' }));
  });

  it("keeps the dialog open with the server's words: under the field it names, the rest at the top", async () => {
    const { user, api, onClose, onSaved } = open({ poll: pollOf(1) });
    api.refuseNext('A question of this name exists', { status: 400, field: 'name' });
    await user.click(save());
    expect(await within(dialog()).findByText('A question of this name exists')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('A question of this name exists');

    api.refuseNext('Polls of a finished lesson cannot change');
    await user.click(save());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The question was not savedPolls of a finished lesson cannot change');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending anything', async () => {
    const { user, api, onClose } = open();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });
});
