import { Fragment } from 'react';
import styled from 'styled-components';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { StudentLessonRow } from '@backoffice/domain/dashboard';
import { Badge } from '@backoffice/ui';
import { useOpenProfile } from '../../../shared/components/open-profile';
import { StudentNameButton } from '../../../shared/components/student-name-button';
import { BAND_TONES, commentText, commentVisibility, engagementCell, homeworkText, NOT_REPORTED, punctualityText } from '../utils/report-cells';

// The cells the Student tab's tables share.

const Cell = styled.span<{ $min: number }>`
  display: block;
  min-width: ${({ $min }) => $min}px;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Strong = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Comment = styled.span`
  display: block;
  min-width: 200px;
  max-width: 320px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Up to three students by name and '+N more'; each name, with its eye icon, opens the student's profile. */
export function StudentsCell({ lesson }: { lesson: StudentLessonRow }) {
  const opener = useOpenProfile();
  const rest = Math.max(0, lesson.student_count - lesson.student.length);
  if (lesson.student.length === 0) return <Muted>No students</Muted>;
  return (
    <Cell $min={opener ? 150 : 130}>
      {lesson.student.map((student, index) => (
        <Fragment key={student._id}>
          {index > 0 && !opener ? ', ' : null}
          <StudentNameButton student={student} />
        </Fragment>
      ))}
      {rest > 0 ? <Muted>{opener ? '' : ' '}+{rest} more</Muted> : null}
    </Cell>
  );
}

/** The class, the lesson and its time of day in the centre's time zone. */
export function ClassLessonCell({ lesson }: { lesson: StudentLessonRow }) {
  const zone = getCentreTimezone();
  return (
    <Cell $min={150}>
      <Strong>{lesson.class_obj.name}</Strong>
      {lesson.name}
      <Muted>
        {' '}
        · {dayjs(lesson.scheduled_on).tz(zone).format('h:mm A')}–{dayjs(lesson.ended_on).tz(zone).format('h:mm A')}
      </Muted>
    </Cell>
  );
}

export function TeachersCell({ lesson }: { lesson: StudentLessonRow }) {
  return <Cell $min={120}>{lesson.tutor.length > 0 ? lesson.tutor.map((tutor) => tutor.name).join(', ') : '—'}</Cell>;
}

/** The teacher's comment with who can see it (people-records §6). */
export function CommentCell({ lesson }: { lesson: StudentLessonRow }) {
  const text = commentText(lesson.lesson_meta);
  if (!text) return <Muted>{lesson.lesson_meta.comment?.comment === '---' || !lesson.lesson_meta.comment ? NOT_REPORTED : 'No comment'}</Muted>;
  return (
    <Comment>
      {text}
      <Muted as="span" style={{ display: 'block' }}>
        {commentVisibility(lesson.lesson_meta.comment)}
      </Muted>
    </Comment>
  );
}

export function PunctualityCell({ lesson }: { lesson: StudentLessonRow }) {
  const text = punctualityText(lesson.lesson_meta.punctuality);
  return text === 'Late' ? <Badge tone="warning">{text}</Badge> : text === NOT_REPORTED ? <Muted>{text}</Muted> : <span>{text}</span>;
}

export function HomeworkCell({ lesson }: { lesson: StudentLessonRow }) {
  const text = homeworkText(lesson.lesson_meta.homework?.homeworkSubmission);
  if (text === NOT_REPORTED) return <Muted>{text}</Muted>;
  return text === 'On time' ? <span>{text}</span> : <Badge tone="warning">{text}</Badge>;
}

/** The engagement score as a percentage of 6 with its colour, and the flagged table's words for 1–3. */
export function EngagementCell({ lesson }: { lesson: StudentLessonRow }) {
  const { text, band } = engagementCell(lesson.lesson_meta);
  return band ? <Badge tone={BAND_TONES[band]}>{text}</Badge> : <Muted>{text}</Muted>;
}
