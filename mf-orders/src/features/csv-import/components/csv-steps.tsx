import styled from 'styled-components';
import { ORDER_CSV_REQUIRED_COLUMNS } from '@backoffice/domain/orders';
import { centreDay } from '@backoffice/domain/time';
import { Button, Stack } from '@backoffice/ui';
import { downloadText } from '../utils/download';
import { buildSampleCsv, buildTemplateCsv } from '../utils/sample-csv';

/** A numbered step of the CSV dialog ('1. Fill in the template'), named by its title. */
export const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 80ch;
`;

/** '1. Fill in the template': the columns, and the template and sample to download. */
export function TemplateStep({ titleId }: { titleId: string }) {
  return (
    <Step aria-labelledby={titleId}>
      <StepTitle id={titleId}>1. Fill in the template</StepTitle>
      <Hint>
        Required columns: {ORDER_CSV_REQUIRED_COLUMNS.join(', ')}. <code>date</code> is YYYY-MM-DD and names the
        month: the row gets the next <code>lessons</code> future lessons of that month. Save as CSV UTF-8; other
        columns are optional, unknown ones are ignored. The sample is filled in with this month and the next, for the
        demo classes.
      </Hint>
      <Stack direction="row" gap="sm">
        <Button variant="secondary" onClick={() => downloadText('order-import-template.csv', buildTemplateCsv())}>
          Download template
        </Button>
        <Button variant="secondary" onClick={() => downloadText('order-import-sample.csv', buildSampleCsv(centreDay()))}>
          Download sample
        </Button>
      </Stack>
    </Step>
  );
}
