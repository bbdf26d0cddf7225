import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ProgressStudent, StudentClassProgress, StudentProgress } from '@backoffice/domain/student-progress';
import { Dialog, EmptyState, LoadFailure, LoadingBlock } from '@backoffice/ui';
import { useStudentProgress } from '../api/get-student-progress';
import { chartPoints } from '../utils/chart-points';
import { profileDetails, type DetailItem } from '../utils/profile-details';
import { ClassChips } from './class-chips';
import { ProfileFacts } from './profile-facts';
import { ProgressFigure } from './progress-figure';
import { StatTiles } from './stat-tiles';

/** Who the dialog is about: the row's student, so the title is right before the profile arrives. */
export type ProfileStudent = { _id: string; name: string };

export interface StudentProfileDialogProps {
  student: ProfileStudent;
  onOpenChange: (open: boolean) => void;
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A titled part of the dialog, named by its heading. */
function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Section>
  );
}

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const orNone = (value: string | null | undefined) => value?.trim() || '—';

function studentFacts(student: ProgressStudent): DetailItem[] {
  const phone = student.phone ? `${student.phone_country_code ? `+${student.phone_country_code} ` : ''}${student.phone}` : null;
  return [
    { label: 'Nickname', value: orNone(student.nickname) },
    { label: 'Database ID', value: orNone(student.dbid) },
    { label: 'Email', value: student.email },
    { label: 'Phone', value: orNone(phone) },
    { label: 'Parent', value: student.parent ? `${student.parent.name} (${student.parent.email})` : '—' },
    { label: 'Customer service', value: orNone(student.staff_to_handle.customer_service?.name) },
    { label: 'Sales admin', value: orNone(student.staff_to_handle.sales_admin?.name) },
  ];
}

const lessons = (n: number) => `${n} lesson${n === 1 ? '' : 's'}`;

function ClassProgress({ progress }: { progress: StudentClassProgress }) {
  const held = progress.lessons_held;
  return (
    <>
      <Note aria-live="polite">
        {progress.name}: {held === 0 ? 'no lesson held yet' : `${lessons(held)} held, ${progress.lessons_reported} reported`}
      </Note>
      <StatTiles progress={progress} />
      <Charts>
        <ProgressFigure title="Engagement per lesson" points={chartPoints(progress.series, 'engagement')} />
        <ProgressFigure title="Skill mastery per lesson" points={chartPoints(progress.series, 'skill_mastery')} />
      </Charts>
    </>
  );
}

function ProfileBody({ data }: { data: StudentProgress }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The first chip (the class with the latest held lesson) until another is chosen.
  const selected = data.classes.find((item) => item._id === chosenId) ?? data.classes[0];
  return (
    <Sections>
      <ProfileSection title="Student information">
        <ProfileFacts label="Student information" items={studentFacts(data.student)} />
      </ProfileSection>
      <ProfileSection title="Progress by class">
        {selected ? (
          <>
            <ClassChips classes={data.classes} selectedId={selected._id} onSelect={setChosenId} />
            <ClassProgress progress={selected} />
          </>
        ) : (
          <EmptyState message="This student is not in any class yet." />
        )}
      </ProfileSection>
      {profileDetails(data.student).map((section) => (
        <ProfileSection key={section.title} title={section.title}>
          {section.items.length > 0 ? (
            <ProfileFacts label={section.title} items={section.items} />
          ) : (
            <Note>Nothing recorded yet.</Note>
          )}
        </ProfileSection>
      ))}
    </Sections>
  );
}

/**
 * The student profile dialog (back-office §2): who the student is, their classes as chips, the chosen class's stat
 * tiles and two charts (engagement and skill mastery per lesson), then school, academic and goal details. Every figure
 * comes computed from the server (GET /admin/user/:id/studentclass).
 */
export function StudentProfileDialog({ student, onOpenChange }: StudentProfileDialogProps) {
  const progress = useStudentProgress(student._id);
  return (
    <Dialog open size="lg" title={student.name} description="Student profile" onOpenChange={onOpenChange}>
      {progress.isPending ? (
        <LoadingBlock label="Loading the student's profile…" showLabel />
      ) : progress.isError ? (
        <LoadFailure title="The profile could not be loaded" message={progress.error.message} onRetry={() => void progress.refetch()} />
      ) : (
        <ProfileBody data={progress.data} />
      )}
    </Dialog>
  );
}
