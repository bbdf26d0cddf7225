import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyDialog } from '@backoffice/ui';
import { studentProgressQueryOptions } from '../api/get-student-progress';
import { loadProgressChart } from './load-progress-chart';
import type { ProfileStudent } from './student-profile-dialog';

// The dialog is a chunk of its own and its charts another: the dashboard's list downloads neither.
const StudentProfileDialog = lazyDialog(
  () => import('./student-profile-dialog').then((m) => m.StudentProfileDialog),
  (props) => ({ title: props.student.name, onClose: () => props.onOpenChange(false) }),
);

/**
 * The student profile dialog for a screen: `open` shows it for a student, `preload` (on the eye icon's hover and
 * focus) starts its code, its chart library and the student's figures, so it opens on them; render `dialog`.
 */
export function useStudentProfileDialog(): {
  open: (student: ProfileStudent) => void;
  preload: (student: ProfileStudent) => void;
  dialog: ReactNode;
} {
  const queryClient = useQueryClient();
  const [student, setStudent] = useState<ProfileStudent | null>(null);
  const preload = useCallback(
    (target: ProfileStudent) => {
      void StudentProfileDialog.preload();
      void loadProgressChart().catch(() => undefined);
      void queryClient.prefetchQuery(studentProgressQueryOptions(target._id));
    },
    [queryClient],
  );
  const open = useCallback((target: ProfileStudent) => setStudent({ _id: target._id, name: target.name }), []);
  const dialog = useMemo(
    () =>
      student ? (
        <StudentProfileDialog key={student._id} student={student} onOpenChange={(next) => !next && setStudent(null)} />
      ) : null,
    [student],
  );
  return { open, preload, dialog };
}
