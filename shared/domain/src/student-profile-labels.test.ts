import { COURSE_LABELS, EXAM_LABELS, SUBJECT_LABELS, chosenLabels, gradeYearText, slugText } from './student-profile-labels';

describe('chosenLabels', () => {
  it('reads the chosen flags in the list order', () => {
    expect(chosenLabels({ physics: true, english: true, thai: false }, SUBJECT_LABELS)).toEqual(['English', 'Physics']);
  });

  it("reads a chosen 'others' as its text, or as Others without one", () => {
    expect(chosenLabels({ sat: true, others: true, others_type: ' A-Level ' }, EXAM_LABELS)).toEqual(['SAT', 'A-Level']);
    expect(chosenLabels({ others: true, others_type: '' }, EXAM_LABELS)).toEqual(['Others']);
  });

  it('leaves out an unchosen others text, unknown keys and values that are not true', () => {
    expect(chosenLabels({ others: false, others_type: 'A-Level', latin: true, math: 'true' }, SUBJECT_LABELS)).toEqual([]);
    expect(chosenLabels(undefined, SUBJECT_LABELS)).toEqual([]);
  });

  it('reads courses as subjects and exams', () => {
    expect(chosenLabels({ math: true, ielts: true }, COURSE_LABELS)).toEqual(['Maths', 'IELTS']);
  });
});

describe('gradeYearText', () => {
  it('reads a grade, else a year, else nothing', () => {
    expect(gradeYearText({ grade: '9', year: '' })).toBe('Grade 9');
    expect(gradeYearText({ grade: '', year: '10' })).toBe('Year 10');
    expect(gradeYearText({ grade: ' ', year: '' })).toBeNull();
    expect(gradeYearText(undefined)).toBeNull();
  });
});

describe('slugText', () => {
  it('reads a catalogue slug as words', () => {
    expect(slugText('health-sciences-and-technologies')).toBe('Health sciences and technologies');
    expect(slugText('law')).toBe('Law');
  });
});
