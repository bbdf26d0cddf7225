import { act, renderHook } from '@testing-library/react';
import { useSubmitOnce } from './use-submit-once';

describe('useSubmitOnce', () => {
  it('ignores a submit while the first is on its way, keeping the page from a native submission', async () => {
    let finish = () => {};
    const submit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmitOnce(submit));
    const second = { preventDefault: jest.fn() };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current({ preventDefault: jest.fn() });
    });
    await act(() => result.current(second));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(second.preventDefault).toHaveBeenCalled();
    await act(async () => {
      finish();
      await first;
    });
  });

  it('lets the next submit through once the first has settled, even after a failure', async () => {
    const submit = jest.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSubmitOnce(submit));
    await expect(result.current()).rejects.toThrow('refused');
    await result.current();
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
