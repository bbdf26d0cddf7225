import styled from 'styled-components';
import type { StudentClassProgress } from '@backoffice/domain/student-progress';
import { Button } from '@backoffice/ui';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & > button {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radii.pill};
    white-space: normal;
    text-align: left;
    overflow-wrap: anywhere;
  }
`;

/** The student's classes as chips (back-office §2): the pressed one is the class whose figures are shown. */
export function ClassChips({
  classes,
  selectedId,
  onSelect,
}: {
  classes: readonly StudentClassProgress[];
  selectedId: string;
  onSelect: (classId: string) => void;
}) {
  return (
    <Chips role="group" aria-label="Classes">
      {classes.map((item) => {
        const selected = item._id === selectedId;
        return (
          <Button
            key={item._id}
            size="sm"
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            onClick={() => onSelect(item._id)}
          >
            {item.is_active ? item.name : `${item.name} (inactive)`}
          </Button>
        );
      })}
    </Chips>
  );
}
