/** The demo accounts of README / ARCHITECTURE §6; every one has this password. */
export const DEMO_PASSWORD = 'Demo1234';

export const ACCOUNTS = {
  superadmin: 'superadmin@demo.test',
  /** Reserved for profile.spec.ts, which changes its password: no other journey signs in with it. */
  superadmin2: 'superadmin2@demo.test',
  dataadmin: 'dataadmin@demo.test',
  salesadmin: 'salesadmin@demo.test',
  custservice: 'custservice@demo.test',
  agent: 'agent@demo.test',
  partner: 'partner@demo.test',
  tutor: 'tutor@demo.test',
  student: 'student@demo.test',
  ta: 'ta@demo.test',
} as const;
