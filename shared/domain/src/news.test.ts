import { ARTICLE_WARNINGS, NEWS_MESSAGES, articleWarnings, isImageAddress, newsDetailInputSchema, youtubeEmbedUrl } from './news';

const full = {
  title: 'How our students raised their IELTS band',
  url: 'https://www.ielts.org/',
  summary: 'Three students share their routine.',
  image: 'https://picsum.photos/id/24/800/450.jpg',
  youtube_link: 'ZnuwB35GYMY',
};

describe('articleWarnings (back-office §2)', () => {
  it('says nothing of a complete article', () => {
    expect(articleWarnings(full)).toEqual([]);
  });

  it('names each missing part in the spec words, in order', () => {
    expect(articleWarnings({ title: ' ', url: '', summary: '', image: '', youtube_link: '' })).toEqual([
      'No Title',
      'No URL',
      'No Summary',
      'No Image',
      'No Youtube URL File Code',
    ]);
  });

  it('calls a video value starting with https: a wrong code', () => {
    expect(articleWarnings({ ...full, youtube_link: 'https://youtu.be/ZnuwB35GYMY' })).toEqual([ARTICLE_WARNINGS.wrongYoutube]);
  });
});

describe('newsDetailInputSchema (back-office §5 News editor)', () => {
  const errors = (input: unknown) => newsDetailInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a complete article and empty fields', () => {
    expect(errors(full)).toEqual([]);
    expect(newsDetailInputSchema.parse({})).toEqual({ title: '', url: '', summary: '', image: '', youtube_link: '' });
  });

  it('takes only a video code, not a URL or another length', () => {
    expect(errors({ youtube_link: 'https://www.youtube.com/watch?v=ZnuwB35GYMY' })).toEqual([NEWS_MESSAGES.youtubeCode]);
    expect(errors({ youtube_link: 'ZnuwB35GYM' })).toEqual([NEWS_MESSAGES.youtubeCode]);
    expect(errors({ youtube_link: 'Znuw<35GYMY' })).toEqual([NEWS_MESSAGES.youtubeCode]);
  });

  it('takes an image address ending in jpg, jpeg or png only', () => {
    expect(isImageAddress('https://example.test/a.JPEG?w=800')).toBe(true);
    expect(isImageAddress('https://example.test/a.png')).toBe(true);
    expect(errors({ image: 'https://example.test/a.gif' })).toEqual([NEWS_MESSAGES.imageType]);
    expect(errors({ image: 'javascript:alert(1).png' })).toEqual([NEWS_MESSAGES.imageType]);
  });

  it('refuses a link that is not a web address, and text over its limit', () => {
    expect(errors({ url: 'javascript:alert(1)' })).toEqual([NEWS_MESSAGES.urlFormat]);
    expect(errors({ title: 'x'.repeat(201) })).toEqual(['Title must be at most 200 characters']);
    expect(errors({ summary: 'x'.repeat(1001) })).toEqual(['Summary must be at most 1,000 characters']);
  });
});

describe('youtubeEmbedUrl', () => {
  it('embeds through the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('ZnuwB35GYMY')).toBe('https://www.youtube-nocookie.com/embed/ZnuwB35GYMY');
  });
});
