import { warmDateFormattingWhenUseful } from './warm-date-formatting';

describe('warmDateFormattingWhenUseful', () => {
  it('warms up at once on a signed-in page', () => {
    const warm = jest.fn();
    warmDateFormattingWhenUseful(true, warm);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('on the sign-in page, waits for the first focus into the page, and warms up once', () => {
    const warm = jest.fn();
    const email = document.createElement('input');
    const password = document.createElement('input');
    document.body.append(email, password);
    try {
      warmDateFormattingWhenUseful(false, warm);
      expect(warm).not.toHaveBeenCalled();

      email.focus();
      expect(warm).toHaveBeenCalledTimes(1);
      password.focus();
      expect(warm).toHaveBeenCalledTimes(1);
    } finally {
      email.remove();
      password.remove();
    }
  });
});
