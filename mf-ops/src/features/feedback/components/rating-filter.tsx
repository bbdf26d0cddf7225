import styled from 'styled-components';
import { FEEDBACK_RATINGS, type FeedbackRating } from '@backoffice/domain/feedback';
import { Checkbox, StarRating, starsText } from '@backoffice/ui';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  float: left;
  margin-right: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type RatingFilterProps = {
  ratings: readonly FeedbackRating[];
  onToggle: (rating: FeedbackRating, on: boolean) => void;
  onlyCommented: boolean;
  onOnlyCommentedChange: (on: boolean) => void;
};

/** The five rating toggles, all on by default (spec §9), best first, and 'Only commented' (spec §2). */
export function RatingFilter({ ratings, onToggle, onlyCommented, onOnlyCommentedChange }: RatingFilterProps) {
  return (
    <Fieldset>
      <Legend>Ratings</Legend>
      {[...FEEDBACK_RATINGS].reverse().map((rating) => (
        <Checkbox
          key={rating}
          label={<StarRating value={rating} label={starsText(rating)} />}
          checked={ratings.includes(rating)}
          onChange={(event) => onToggle(rating, event.target.checked)}
        />
      ))}
      <Checkbox label="Only commented" checked={onlyCommented} onChange={(event) => onOnlyCommentedChange(event.target.checked)} />
    </Fieldset>
  );
}
