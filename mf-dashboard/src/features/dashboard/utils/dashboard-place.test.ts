import { dashboardPlaceOf, searchOf } from './dashboard-place';

const NOW = new Date('2026-11-25T18:30:00Z'); // 01:30 on 26-11-2026 in Bangkok, still the 25th in UTC
const place = (query: string, role: Parameters<typeof dashboardPlaceOf>[1] = 'SuperAdmin') =>
  dashboardPlaceOf(new URLSearchParams(query), role, NOW);

describe("the dashboard's place in the address", () => {
  it("opens each role on its own tab, today in the centre's time zone", () => {
    expect(place('', 'SuperAdmin')).toEqual({
      tab: 'consultation',
      date: '2026-11-26',
      consulted: '2026-10-26',
      sort: undefined,
      order: 'asc',
      page: 1,
    });
    expect(place('', 'SalesAdmin').tab).toBe('renew');
    expect(place('', 'CustService').tab).toBe('student');
    expect(place('', 'DataAdmin').tab).toBe('student');
  });

  it('reads the tab, day, sort and page it is given', () => {
    expect(place('tab=student&date=2026-11-20&consulted=2026-10-01&sort=engagement&order=desc&page=3')).toEqual({
      tab: 'student',
      date: '2026-11-20',
      consulted: '2026-10-01',
      sort: 'engagement',
      order: 'desc',
      page: 3,
    });
  });

  it("falls back to the role's default for a tab it may not see, and to today for a day that is not one", () => {
    expect(place('tab=consultation', 'CustService').tab).toBe('student');
    expect(place('tab=student', 'SalesAdmin').tab).toBe('renew');
    expect(place('tab=nonsense').tab).toBe('consultation');
    for (const date of ['2026-02-30', 'yesterday', '26-11-2026']) {
      expect(place(`date=${date}`).date).toBe('2026-11-26');
      expect(place(`consulted=${date}`).consulted).toBe('2026-10-26');
    }
    expect(place('sort=name&page=-2&order=up')).toMatchObject({ sort: undefined, page: 1, order: 'asc' });
  });

  it('writes only what differs from the defaults', () => {
    const defaults = { date: '2026-11-26', consulted: '2026-10-26', sort: undefined, order: 'asc', page: 1 } as const;
    expect(searchOf({ ...defaults, tab: 'student' }, '2026-11-26').toString()).toBe('tab=student');
    expect(searchOf({ ...defaults, tab: 'consultation' }, '2026-11-26').toString()).toBe('tab=consultation');
    expect(
      searchOf({ tab: 'student', date: '2026-11-20', consulted: '2026-10-25', sort: 'class', order: 'desc', page: 2 }, '2026-11-26').toString(),
    ).toBe('tab=student&date=2026-11-20&consulted=2026-10-25&sort=class&order=desc&page=2');
  });
});
