import type * as firstCopy from './centre-timezone';
import { DEFAULT_CENTRE_TIMEZONE, getCentreTimezone, setCentreTimezone } from './centre-timezone';

type CentreTimezoneModule = typeof firstCopy;

afterEach(() => setCentreTimezone(DEFAULT_CENTRE_TIMEZONE));

describe('centre time zone', () => {
  it('is Asia/Bangkok until configured', () => {
    expect(getCentreTimezone()).toBe('Asia/Bangkok');
  });

  it('is read by a second copy of the package', () => {
    // A remote built against a newer @backoffice/domain runs its own copy; it must see the zone the shell set.
    let secondCopy: CentreTimezoneModule | undefined;
    jest.isolateModules(() => {
      secondCopy = jest.requireActual<CentreTimezoneModule>('./centre-timezone');
    });
    setCentreTimezone('Asia/Singapore');
    expect(secondCopy).toBeDefined();
    expect(secondCopy?.setCentreTimezone).not.toBe(setCentreTimezone);
    expect(secondCopy?.getCentreTimezone()).toBe('Asia/Singapore');
  });
});
