import type { DemoAccounts } from './accounts';
import type { DemoCalendar } from './calendar';
import type { NewNews } from './types';

/**
 * The four news slots have fixed ids (back-office §3 News item): 0 the announcement, 1–3 the Left, Middle and Right
 * articles. The editor saves by id, so these never change.
 */
export const NEWS_SLOT_IDS = [
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
] as const;

export function buildNews(cal: DemoCalendar, accounts: DemoAccounts): NewNews[] {
  const editor = accounts.superAdmin.id;
  return [
    {
      id: NEWS_SLOT_IDS[0],
      slot: 0,
      // The announcement uses only the title.
      detail: { title: 'New IELTS and SAT intakes open this month. Ask customer service about a free trial lesson!' },
      updatedById: editor,
      updated: cal.notAfterNow(cal.at(-3, '09:15')),
    },
    {
      id: NEWS_SLOT_IDS[1],
      slot: 1,
      detail: {
        title: 'How our students raised their IELTS band in 12 weeks',
        url: 'https://www.ielts.org/for-test-takers/how-to-prepare',
        summary: 'Three students share the study routine that took them from band 6.0 to 7.5.',
        image: 'https://picsum.photos/id/24/800/450.jpg',
        youtube_link: 'ZnuwB35GYMY',
      },
      updatedById: editor,
      updated: cal.at(-12, '14:40'),
    },
    {
      id: NEWS_SLOT_IDS[2],
      slot: 2,
      detail: {
        title: 'TCAS or studying abroad? A guide for parents',
        url: 'https://www.mytcas.com/',
        summary: 'What each route asks of a Grade 10 student, and when to start preparing.',
        image: 'https://picsum.photos/id/20/800/450.jpg',
        youtube_link: 'M7lc1UVf-VE',
      },
      updatedById: editor,
      updated: cal.at(-20, '11:05'),
    },
    {
      id: NEWS_SLOT_IDS[3],
      slot: 3,
      // Left without a video on purpose: the editor shows its 'No Youtube URL File Code' warning.
      detail: {
        title: 'Debate Society wins the Bangkok inter-school cup',
        url: 'https://www.facebook.com/',
        summary: 'Our Grade 11 team beat twelve schools in the Asian Parliamentary final.',
        image: 'https://picsum.photos/id/1005/800/450.jpg',
      },
      updatedById: editor,
      updated: cal.at(-33, '16:20'),
    },
  ];
}
