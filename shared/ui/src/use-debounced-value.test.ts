import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const debounced = (initial: string, delay = 300) =>
    renderHook(({ value }: { value: string }) => useDebouncedValue(value, delay), { initialProps: { value: initial } });

  it('answers the first value at once', () => {
    expect(debounced('maths').result.current).toBe('maths');
  });

  it('answers a new value only once it has stayed unchanged for the delay', () => {
    const { result, rerender } = debounced('');
    rerender({ value: 'm' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('m');
  });

  it('starts the wait again at each change, so only the last of quick changes comes through', () => {
    const { result, rerender } = debounced('', 500);
    rerender({ value: 'M' });
    act(() => jest.advanceTimersByTime(400));
    rerender({ value: 'Ma' });
    act(() => jest.advanceTimersByTime(400));
    rerender({ value: 'Mal' });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('Mal');
  });
});
