import type { PlatformIntegration } from '../../schema/lessons';
import type { DemoClass } from './classes';
import { createRng } from './prng';

/** The centre's licensed Zoom host accounts; lessons are scheduled on one of them. */
const HOST_ACCOUNTS = ['zoom-host1@demo.test', 'zoom-host2@demo.test'] as const;

/** A Zoom meeting for a lesson, as the Zoom detail page shows it (back-office §2 Zoom detail). */
export function zoomRoom(key: string, klass: DemoClass): PlatformIntegration {
  const rng = createRng(`zoom-room:${key}`);
  return {
    id: `8${rng.digits(10)}`,
    password: rng.digits(6),
    registration_url: `https://us06web.zoom.us/meeting/register/tZ${rng.uuid().replace(/-/g, '').slice(0, 22)}`,
    host_email: rng.pick(HOST_ACCOUNTS),
    settings: { alternative_hosts: [...klass.tutors, ...klass.tas].map((person) => person.email).join(';') },
  };
}
