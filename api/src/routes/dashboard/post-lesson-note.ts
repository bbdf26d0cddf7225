import { z } from 'zod';
import { lessonFollowUpResponseSchema, lessonNoteSchema } from '@backoffice/domain/dashboard';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { saveLessonNote } from '../../services/dashboard/follow-up';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postLessonNote(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonNotesSave),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewStudentTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: 'Save the note to the teacher of a lesson',
      description:
        'Replaces any earlier note. The time and the editor are the server\'s (a `timeStamp` or `editor` in the body ' +
        'is ignored); audited.',
      params: z.object({ id: idSchema }),
      body: lessonNoteSchema,
      response: { 200: lessonFollowUpResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => saveLessonNote(tx, request.ctx, request.params.id, request.body.studentNotes)),
    }),
  });
}
