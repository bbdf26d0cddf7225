import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { newsSlotResponseSchema, newsUpdateSchema } from '@backoffice/domain/news';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { saveNewsSlot } from '../../services/news/news';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchNews(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.newsUpdate),
    config: { access: { anyOf: [{ path: PATHS.dashboard }] } },
    schema: {
      tags: ['news'],
      summary: 'Save the announcement or an article',
      description:
        'Replaces the slot\'s content (title, url, summary, image, youtube_link; the announcement keeps its title only). ' +
        'The video is a code, the image a jpg, jpeg or png address. Needs the news.edit capability; audited.',
      params: z.object({ id: idSchema }),
      body: newsUpdateSchema,
      response: { 200: newsSlotResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => saveNewsSlot(tx, request.ctx, request.params.id, request.body.detail)),
    }),
  });
}
