import { formatPostDate } from './format-post-date';

it('writes a date the way the legal pages do, whatever the reader’s time zone', () => {
  expect(formatPostDate('2024-10-01')).toBe('1 October 2024');
  expect(formatPostDate('2025-02-25')).toBe('25 February 2025');
});
