import { QueryClient } from '@tanstack/react-query';
import { classOf, lessonOf } from '../../../test/factories';
import { lessonsOpeningInstant, pageOfOffset, toLessonListQuery } from './get-lessons';
import { toggleLessonBody } from './toggle-lesson';

describe('the lesson list query', () => {
  const classId = lessonOf(1).class;

  it('asks for the page around an instant, sorted by scheduled_on ascending, 20 a page', () => {
    expect(toLessonListQuery(classId, { around: '2026-11-21T09:00:00.000Z' })).toEqual({
      class: classId,
      sortBy: 'scheduled_on',
      order: 'asc',
      max: 20,
      around: '2026-11-21T09:00:00.000Z',
    });
  });

  it('asks for a chosen page by offset', () => {
    expect(toLessonListQuery(classId, { page: 3 })).toMatchObject({ offset: 40, max: 20 });
    expect(toLessonListQuery(classId, { page: 1 })).toMatchObject({ offset: 0 });
    expect(toLessonListQuery(classId, { page: 3 })).not.toHaveProperty('around');
  });

  it('reads the page an offset is on', () => {
    expect(pageOfOffset(0)).toBe(1);
    expect(pageOfOffset(20)).toBe(2);
    expect(pageOfOffset(1580)).toBe(80);
  });
});

describe('lessonsOpeningInstant', () => {
  const classId = lessonOf(1).class;
  const now = Date.parse('2026-11-21T09:00:10.000Z');
  const preloaded = '2026-11-21T09:00:00.000Z';
  const page = { data: [], count: 0, offset: 0 };
  const clientWithAnswer = (updatedAt: number) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(['classes', 'lessons', classId, toLessonListQuery(classId, { around: preloaded })], page, { updatedAt });
    return client;
  };

  it('opens around the instant of a fresh answer already in, so the page reads it rather than asking again', () => {
    expect(lessonsOpeningInstant(clientWithAnswer(now - 10_000), classId, now)).toBe(preloaded);
  });

  it('opens around now when that answer is stale, was invalidated by a write, or is of another class', () => {
    expect(lessonsOpeningInstant(clientWithAnswer(now - 31_000), classId, now)).toBe(new Date(now).toISOString());
    const invalidated = clientWithAnswer(now - 10_000);
    void invalidated.invalidateQueries({ queryKey: ['classes', 'lessons', classId], refetchType: 'none' });
    expect(lessonsOpeningInstant(invalidated, classId, now)).toBe(new Date(now).toISOString());
    expect(lessonsOpeningInstant(clientWithAnswer(now - 10_000), classOf(2)._id, now)).toBe(new Date(now).toISOString());
  });
});

describe('toggleLessonBody', () => {
  it('sends the id and the flipped flag, nothing else', () => {
    const lesson = lessonOf(2, { is_active: true, is_released: false });
    expect(toggleLessonBody(lesson, 'is_active')).toEqual({ _id: lesson._id, is_active: false });
    expect(toggleLessonBody(lesson, 'is_released')).toEqual({ _id: lesson._id, is_released: true });
  });
});
