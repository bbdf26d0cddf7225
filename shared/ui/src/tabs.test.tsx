import { screen } from '@testing-library/react';
import { Tabs } from './tabs';
import { renderWithTheme } from './test-utils';

const items = [
  { value: 'consultation', label: 'Consultation', content: 'Consultation list' },
  { value: 'renew', label: 'Renew', content: 'Renew list' },
  { value: 'student', label: 'Student', content: 'Student list' },
];

describe('Tabs', () => {
  it('shows the first tab by default and moves with the arrow keys', async () => {
    const { user } = renderWithTheme(<Tabs label="Dashboard sections" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Consultation' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Consultation' })).toHaveTextContent('Consultation list');

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Renew' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Renew' })).toHaveTextContent('Renew list');
  });

  it('ties each tab to its panel and renders only the selected panel', () => {
    renderWithTheme(<Tabs label="Dashboard sections" items={items} defaultValue="renew" />);
    const tab = screen.getByRole('tab', { name: 'Renew' });
    const panel = screen.getByRole('tabpanel', { name: 'Renew' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Consultation list')).not.toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <Tabs label="Sections" items={items} value="student" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Renew' }));
    expect(onValueChange).toHaveBeenCalledWith('renew');
    // The caller did not change `value`, so the selection stays.
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
  });
});
