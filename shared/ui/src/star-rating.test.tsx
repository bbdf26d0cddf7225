import { screen } from '@testing-library/react';
import { StarRating, starsText } from './star-rating';
import { renderWithTheme } from './test-utils';

describe('StarRating', () => {
  it('draws as many filled stars as the rating and says it in words, the stars hidden from screen readers', () => {
    const { container } = renderWithTheme(<StarRating value={4} />);
    const stars = container.querySelector('[aria-hidden="true"]');
    expect(stars).toHaveTextContent('★★★★☆');
    expect(screen.getByText('4 out of 5 stars')).toBeInTheDocument();
  });

  it('takes a label of its own and keeps the value within the scale', () => {
    const { container } = renderWithTheme(<StarRating value={9} label={starsText(5)} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('★★★★★');
    expect(screen.getByText('5 stars')).toBeInTheDocument();
    expect(starsText(1)).toBe('1 star');
  });
});
