import { screen } from '@testing-library/react';
import { ListCount } from './list-count';
import { renderWithTheme } from './test-utils';

describe('ListCount', () => {
  it('holds its line from loading to loaded to empty: one element, a placeholder, the count, then nothing in it', () => {
    const { container, rerender } = renderWithTheme(<ListCount loading from={0} to={0} total="0 lessons" />);
    const line = container.querySelector('p');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toHaveTextContent('');
    expect(line?.firstElementChild).toHaveAttribute('aria-hidden', 'true');

    rerender(<ListCount from={1} to={20} total="45 lessons" />);
    expect(screen.getByText('Showing 1 to 20 out of 45 lessons')).toBe(line);

    rerender(<ListCount from={0} to={0} total="0 lessons" />);
    expect(container.querySelector('p')).toBe(line);
    expect(line).toBeEmptyDOMElement();
  });
});
