import { lessonOf } from '../../../test/factories';
import { pageOfOffset, toLessonListQuery } from './get-lessons';
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

describe('toggleLessonBody', () => {
  it('sends the id and the flipped flag, nothing else', () => {
    const lesson = lessonOf(2, { is_active: true, is_released: false });
    expect(toggleLessonBody(lesson, 'is_active')).toEqual({ _id: lesson._id, is_active: false });
    expect(toggleLessonBody(lesson, 'is_released')).toEqual({ _id: lesson._id, is_released: true });
  });
});
