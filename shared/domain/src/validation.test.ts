import { MESSAGES } from './messages';
import { changePasswordFormSchema, escapeLike, escapeRegExp, newPasswordSchema, optionalEmailSchema } from './validation';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('new password (spec §5)', () => {
  it('asks for a password when empty', () => {
    expect(messages(newPasswordSchema.safeParse(''))).toEqual([MESSAGES.passwordEmpty]);
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('refuses the weak password %s', (password) => {
    expect(messages(newPasswordSchema.safeParse(password))).toEqual([MESSAGES.passwordWeak]);
  });

  it('accepts 8 characters with a lowercase letter, a capital and a digit', () => {
    expect(newPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
  });

  it('requires the confirmation to match', () => {
    const result = changePasswordFormSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' });
    expect(messages(result)).toEqual([MESSAGES.passwordMismatch]);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('email', () => {
  it('lets an empty order email pass the format check but not a malformed one', () => {
    expect(optionalEmailSchema.safeParse('').success).toBe(true);
    expect(messages(optionalEmailSchema.safeParse('not-an-email'))).toEqual([MESSAGES.invalidEmail]);
    expect(optionalEmailSchema.parse(' Someone@Example.COM ')).toBe('someone@example.com');
  });
});

describe('search escaping (spec §5 Search)', () => {
  it("escapes '+' and parentheses for a regular expression", () => {
    expect(new RegExp(escapeRegExp('+66 (0)81')).test('call +66 (0)81 now')).toBe(true);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
