import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/api-docs/business', '/api-docs/business'],
    ['/white-label', '/white-label'],
    ['/account/setup', '/account/setup'],
    ['/blog/first-post?ref=menu#comments', '/blog/first-post?ref=menu#comments'],
    ['/documentation#security', '/documentation#security'],
  ])('accepts the site page %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/white-label'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'white-label'],
    ['a path that is not a page', '/api/users/me'],
    ['the callback itself', '/auth/callback'],
    ['a page under a made-up prefix', '/nowhere/white-label'],
    ['a control character', '/white-label\n'],
    ['an encoded escape to another origin', '/%2F%2Fevil.example'],
    ['nothing', ''],
    ['something that is not text', 42],
    ['an over-long path', `/blog/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
