import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps formatting and links', () => {
    const html = '<p><strong>Bold</strong> <em>and</em> <a href="https://example.com/syllabus">a link</a></p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links, frames and inline styles', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil.test"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('answers an empty text for an empty description', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});
