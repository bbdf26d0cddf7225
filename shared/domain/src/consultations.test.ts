import { consultationCheckSchema, defaultConsultationDay, genderText, schoolText } from './consultations';

describe("the Consultation tab's default day", () => {
  it('is one month before today, by the calendar', () => {
    expect(defaultConsultationDay('2026-11-26')).toBe('2026-10-26');
    expect(defaultConsultationDay('2026-01-15')).toBe('2025-12-15');
    expect(defaultConsultationDay('2026-03-31')).toBe('2026-02-28');
    expect(defaultConsultationDay('2028-03-30')).toBe('2028-02-29');
  });
});

describe("the Academic Career table's cells (back-office §2)", () => {
  it("writes 'N/A' for an empty school", () => {
    expect(schoolText('Bangkok Patana')).toBe('Bangkok Patana');
    for (const empty of [null, undefined, '', '   ']) expect(schoolText(empty)).toBe('N/A');
  });

  it("writes male for m, female for f, otherwise 'N/A'", () => {
    expect(genderText('m')).toBe('male');
    expect(genderText('f')).toBe('female');
    for (const other of [null, undefined, '', 'x', 'M']) expect(genderText(other)).toBe('N/A');
  });
});

describe('the action checkbox write', () => {
  it('takes checked true or false, nothing else', () => {
    expect(consultationCheckSchema.safeParse({ checked: true }).success).toBe(true);
    for (const body of [{}, { checked: 'true' }, { checked: 1 }, null]) expect(consultationCheckSchema.safeParse(body).success).toBe(false);
  });
});
