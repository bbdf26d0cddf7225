import { hasVisibleContent, isPlainText, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it.each([
    '<p><strong>Bold</strong> <em>and</em> <a href="https://example.com/syllabus">a link</a></p><ul><li>One</li></ul>',
    '<p>Bring a <strong>calculator</strong></p><ul><li>Past <em>papers</em></li></ul><a href="https://example.test/x">notes</a>',
  ])('keeps formatting, lists and links (example %#)', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links, frames and inline styles', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil.test"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops scripts, event handlers, javascript: links and inline styles, keeping images', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x.png">');
  });

  it('drops forms and their controls, keeping their words', () => {
    expect(sanitizeRichText('<form action="/steal"><input name="password"><button>Go</button></form> on')).toBe('Go on');
  });

  it('answers an empty text for an empty description', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('isPlainText', () => {
  it('tells text typed without markup from HTML', () => {
    expect(isPlainText('Line one\nLine two, 3 < 4')).toBe(true);
    expect(isPlainText('<p>Hello</p>')).toBe(false);
    expect(isPlainText('Hello<br/>there')).toBe(false);
  });
});

describe('hasVisibleContent', () => {
  it.each(['', '<p></p>', '<p> </p>', '<p>&nbsp;</p><ul><li> </li></ul>', '<script>alert(1)</script>', '<p><br></p>'])(
    'is false for %j: nothing would show',
    (html) => {
      expect(hasVisibleContent(html)).toBe(false);
    },
  );

  it.each(['<p>Hi</p>', 'plain words', '<p><img src="map.png"></p>'])('is true for %j', (html) => {
    expect(hasVisibleContent(html)).toBe(true);
  });
});
