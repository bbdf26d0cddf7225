import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { peopleRecordResponseSchema, studentSaveSchema } from '@backoffice/domain/people';
import { idSchema } from '@backoffice/domain/records';
import { hashPasswords } from '../../services/people/apply';
import { saveStudent } from '../../services/people/save-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function putStudent(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.studentSave),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: "Save a student with its consultation and parent (the edit dialog's one request)",
      description:
        'One transaction: the student; a consultation (by the caller, dated the end of the centre day) when the ' +
        "consultation date changed; the parent: the student's own parent updated, or the parent with that email linked " +
        "and updated, or a new parent created. 409 'Parent email duplicated!' when the parent's email is the student's " +
        "or a non-parent's, or another parent's while the student has its own; 409 'Email duplicated!' for the " +
        "student's email; 400 when the dbid, set once, would change. Nothing is written when any of it is refused, " +
        'and nothing at all when nothing changed. Passwords are stored only when sent. Deactivating (is_active: false) ' +
        "needs canManage and ends the user's sessions. The parent's counsellor-only fields are written only for a " +
        'caller with people.counsellorView.',
      params: z.object({ id: idSchema }),
      body: studentSaveSchema,
      response: { 200: peopleRecordResponseSchema },
    },
    handler: async (request) => {
      const hashes = await hashPasswords(request.body);
      const saved = await app.db.transaction((tx) => saveStudent(tx, request.ctx, request.params.id, request.body, hashes));
      // The sessions it ended are kept in this process for a moment: forget them.
      for (const userId of saved.endedSessionsOf) app.sessionCache.forgetUser(userId);
      return { data: saved.data };
    },
  });
}
