import { test } from './support/test';
import { signIn } from './support/auth';
import { expectHomeCards, expectLandingAndMenu, ROLE_TABLE } from './support/roles';

// Each demo role signs in and lands where it should with the right menu (spec §2, §4; ARCHITECTURE §5).
// superadmin2@demo.test is checked the same way in profile.spec.ts: that journey changes its password, so no other
// journey may sign in with it meanwhile.
for (const expected of ROLE_TABLE.filter((row) => row.email !== 'superadmin2@demo.test')) {
  test(`${expected.role} ${expected.email} lands on ${expected.lands} with its menu, and Home lists the same sections`, async ({
    page,
  }) => {
    await signIn(page, expected.email);
    await expectLandingAndMenu(page, expected);
    await expectHomeCards(page, expected);
  });
}
