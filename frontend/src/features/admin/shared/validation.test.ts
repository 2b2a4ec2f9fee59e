import { object } from 'yup';
import { schemaErrors } from '../../../test/schema-errors';
import { isMediaUrl, mediaUrl, optionalHttpUrl } from './validation';

describe('isMediaUrl (the server rule for picture and video addresses)', () => {
  it.each(['/uploads/fog.mp4', '/uploads/a-b_c.webp?v=2', 'https://cdn.example.com/fog.mp4', 'http://example.com/a.png'])(
    'takes %p',
    (value) => {
      expect(isMediaUrl(value)).toBe(true);
    },
  );

  it.each([
    ['a protocol-relative address', '//evil.example.com/x.png'],
    ['a backslash path', '/\\evil.example.com'],
    ['a parent segment', '/uploads/../../etc/passwd'],
    ['an encoded parent segment', '/uploads/%2e%2e/secret'],
    ['a current segment', '/uploads/./fog.mp4'],
    ['a path with a space', '/uploads/my fog.mp4'],
    ['a URL with a space', 'https://example.com/my fog.mp4'],
    ['a relative file name', 'fog.mp4'],
    ['a script', 'javascript:alert(1)'],
    ['another protocol', 'ftp://example.com/fog.mp4'],
    ['a data URL', 'data:image/png;base64,AAAA'],
  ])('refuses %s', (_case, value) => {
    expect(isMediaUrl(value)).toBe(false);
  });
});

describe('mediaUrl', () => {
  const schema = object({ image: mediaUrl('Image must be an address') });

  it('is optional, trims, and says the given message for a bad address', () => {
    expect(schemaErrors(schema, { image: '' })).toEqual({});
    expect(schemaErrors(schema, { image: '  /uploads/a.webp  ' })).toEqual({});
    expect(schemaErrors(schema, { image: 'not a url' })).toEqual({ image: 'Image must be an address' });
  });

  it('takes at most 500 characters', () => {
    expect(schemaErrors(schema, { image: `/${'a'.repeat(499)}` })).toEqual({});
    expect(schemaErrors(schema, { image: `/${'a'.repeat(500)}` })).toEqual({ image: 'Must be at most 500 characters' });
  });
});

describe('optionalHttpUrl', () => {
  const schema = object({ link: optionalHttpUrl() });

  it('is optional and takes absolute http(s) links only', () => {
    for (const link of ['', 'https://facebook.com/hauntedpark', 'http://example.com']) expect(schemaErrors(schema, { link })).toEqual({});
    for (const link of ['facebook.com/hauntedpark', '/uploads/a.png', 'javascript:alert(1)', 'mailto:boo@example.com']) {
      expect(schemaErrors(schema, { link })).toEqual({ link: 'Must be a valid URL (https://…)' });
    }
  });

  it('takes its own message and at most 500 characters', () => {
    const custom = object({ link: optionalHttpUrl('Ticketing link must be a URL') });
    expect(schemaErrors(custom, { link: 'tickets' })).toEqual({ link: 'Ticketing link must be a URL' });
    expect(schemaErrors(schema, { link: `https://example.com/${'a'.repeat(481)}` })).toEqual({ link: 'Must be at most 500 characters' });
  });
});
