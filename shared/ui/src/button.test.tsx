import { screen } from '@testing-library/react';
import { Button, IconButton } from './button';
import { renderWithTheme } from './test-utils';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithTheme(<Button>Search</Button>);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while loading, keeping its name', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button type="submit" loading onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon button by its label', () => {
    renderWithTheme(
      <IconButton label="Close">
        <span>×</span>
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
