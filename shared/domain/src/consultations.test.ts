import { consultationCheckSchema, genderText, schoolText } from './consultations';

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
