import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Pager, pageRange, pageWindow } from './pager';
import { renderWithTheme } from './test-utils';

function pageNumbers() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));
}

function ControlledPager({ count, initial = 1, pageSize }: { count: number; initial?: number; pageSize?: number }) {
  const [page, setPage] = useState(initial);
  return <Pager page={page} count={count} pageSize={pageSize} onPageChange={setPage} />;
}

describe('pageWindow', () => {
  it('lists every page when they fit in the window', () => {
    expect(pageWindow(1, 3, 7)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven numbers with the current page in the middle, clamped at the ends', () => {
    expect(pageWindow(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 20, 7)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(18, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('treats an out-of-range page as the nearest end and an empty list as no pages', () => {
    expect(pageWindow(99, 10, 7)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(0, 10, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0, 7)).toEqual([]);
  });
});

describe('pageRange', () => {
  it('gives the first and last item of a page', () => {
    expect(pageRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(1, 10, 7)).toEqual({ from: 1, to: 7 });
  });

  it('reads Showing 0 to 0 for an empty list', () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('reads a page past the end as the last page', () => {
    expect(pageRange(9, 20, 45)).toEqual({ from: 41, to: 45 });
  });

  it('fills the spec text', () => {
    const { from, to } = pageRange(2, 20, 45);
    expect(`Showing ${from} to ${to} out of 45 allocations`).toBe('Showing 21 to 40 out of 45 allocations');
  });
});

describe('Pager', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container, rerender } = renderWithTheme(<Pager page={1} count={20} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={1} count={0} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={1} count={10} pageSize={10} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a second page from 21 items, and for the 10-per-page lists from 11', () => {
    const { rerender } = renderWithTheme(<Pager page={1} count={21} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 2]);
    rerender(<Pager page={1} count={15} pageSize={10} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 2]);
  });

  it('shows Prev, every number and Next, without First and Last, up to seven pages', () => {
    renderWithTheme(<Pager page={2} count={140} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
  });

  it('adds First and Last and a window of seven beyond seven pages', () => {
    const { rerender } = renderWithTheme(<Pager page={1} count={400} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['First', 'Prev', '1', '2', '3', '4', '5', '6', '7', 'Next', 'Last']);

    rerender(<Pager page={10} count={400} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([7, 8, 9, 10, 11, 12, 13]);

    rerender(<Pager page={20} count={400} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('marks the current page and disables the buttons that lead nowhere', () => {
    const { rerender } = renderWithTheme(<Pager page={1} count={400} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeEnabled();

    rerender(<Pager page={20} count={400} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'First' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
  });

  it('moves between pages with the mouse', async () => {
    const { user } = renderWithTheme(<ControlledPager count={400} />);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 15' }));
    expect(pageNumbers()).toEqual([12, 13, 14, 15, 16, 17, 18]);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('works from the keyboard alone', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithTheme(<Pager page={1} count={400} onPageChange={onPageChange} />);
    // First and Prev are disabled on page 1, so Tab lands on page 1, then 2.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.tab();
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('does not report a change when the current page is pressed', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithTheme(<Pager page={3} count={100} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe('Pager on a phone', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    // Only the compact query matches: the screen is narrower than a tablet.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('is compact: Prev, a page select and Next, which move between pages', async () => {
    const { user } = renderWithTheme(<ControlledPager count={200} initial={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('button', { name: /^Page \d+$/ })).not.toBeInTheDocument();
    const select = within(nav).getByRole('combobox', { name: 'Page' });
    expect(select).toHaveDisplayValue('Page 3 of 10');

    await user.selectOptions(select, 'Page 7 of 10');
    expect(select).toHaveDisplayValue('Page 7 of 10');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(select).toHaveDisplayValue('Page 8 of 10');
    await user.click(within(nav).getByRole('button', { name: 'Prev' }));
    expect(select).toHaveDisplayValue('Page 7 of 10');
  });
});

describe('Pager while its list loads', () => {
  it('keeps its height, invisible to everyone, while the count is not known, and shows nothing for one page after', () => {
    const { rerender } = renderWithTheme(<Pager page={1} count={0} onPageChange={() => {}} loading />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const reserve = screen.getByTestId('pager-reserve');
    expect(reserve).toHaveAttribute('aria-hidden', 'true');
    expect(reserve).toHaveStyle({ visibility: 'hidden' });

    rerender(<Pager page={1} count={12} onPageChange={() => {}} />);
    expect(screen.queryByTestId('pager-reserve')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('stays as it is while another page of a known count loads', () => {
    renderWithTheme(<Pager page={2} count={45} onPageChange={() => {}} loading />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('pager-reserve')).not.toBeInTheDocument();
  });
});
