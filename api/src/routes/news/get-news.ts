import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { newsListResponseSchema } from '@backoffice/domain/news';
import { PATHS } from '@backoffice/domain/paths';
import { listNewsSlots } from '../../services/news/news';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getNews(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.newsList),
    // Staff with the dashboard; the service then asks for the news.edit capability.
    config: { access: { anyOf: [{ path: PATHS.dashboard }] } },
    schema: {
      tags: ['news'],
      summary: 'The announcement and the three featured articles',
      description: 'The four fixed slots by slot number (0 the announcement). Needs the news.edit capability.',
      response: { 200: newsListResponseSchema },
    },
    handler: async (request) => {
      const data = await listNewsSlots(app.db, request.ctx);
      return { data, count: data.length };
    },
  });
}
