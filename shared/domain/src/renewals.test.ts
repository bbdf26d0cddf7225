import {
  RENEWAL_MESSAGES,
  addDays,
  displayDay,
  isInRenewalWindow,
  isRenewalDay,
  noRenewalsText,
  renewalChangeText,
  renewalDateSchema,
  renewalWindow,
} from './renewals';

describe('the renewal window (back-office §9: two weeks before the date up to the date)', () => {
  it('runs from today to 14 days ahead, across months and years', () => {
    expect(renewalWindow('2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-10' });
    expect(renewalWindow('2026-12-25')).toEqual({ from: '2026-12-25', to: '2027-01-08' });
    expect(renewalWindow('2028-02-20')).toEqual({ from: '2028-02-20', to: '2028-03-05' });
  });

  it('lists a date from 14 days before it to the day itself, and not the day after', () => {
    const date = '2026-12-10';
    expect(isInRenewalWindow(date, addDays(date, -15))).toBe(false);
    expect(isInRenewalWindow(date, addDays(date, -14))).toBe(true);
    expect(isInRenewalWindow(date, date)).toBe(true);
    expect(isInRenewalWindow(date, addDays(date, 1))).toBe(false);
  });
});

describe('renewal days', () => {
  it('are real calendar days of 2000–2099', () => {
    for (const day of ['2026-11-26', '2028-02-29', '2000-01-01', '2099-12-31']) expect({ day, ok: isRenewalDay(day) }).toEqual({ day, ok: true });
    for (const day of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '26-11-2026', '2026-11-26T00:00:00Z', '1999-12-31', '2100-01-01', '']) {
      expect({ day, ok: isRenewalDay(day) }).toEqual({ day, ok: false });
    }
  });

  it('are sent as {dateObj}, trimmed, with the messages the screen shows', () => {
    expect(renewalDateSchema.parse({ dateObj: ' 2026-12-03 ' })).toEqual({ dateObj: '2026-12-03' });
    expect(renewalDateSchema.safeParse({ dateObj: '' }).error?.issues.map((issue) => issue.message)).toEqual([RENEWAL_MESSAGES.dateRequired]);
    expect(renewalDateSchema.safeParse({ dateObj: '2026-02-30' }).error?.issues.map((issue) => issue.message)).toEqual([RENEWAL_MESSAGES.dateInvalid]);
  });

  it("show as DD-MM-YYYY, a change as the spec's 'old --> new'", () => {
    expect(displayDay('2026-12-03')).toBe('03-12-2026');
    expect(renewalChangeText('2026-12-01', '2026-12-03')).toBe('01-12-2026 --> 03-12-2026');
    expect(noRenewalsText('2026-11-26')).toBe('No renewals due between 26-11-2026 and 10-12-2026');
  });
});
