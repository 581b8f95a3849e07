import { describe, expect, it } from 'vitest';

import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://meet.example.com/hcd-43', 'https://meet.example.com/hcd-43'],
    ['  https://meet.example.com/a b  ', 'https://meet.example.com/a%20b'],
    ['HTTPS://MEET.EXAMPLE.COM/x', 'https://meet.example.com/x'],
  ])('lets %j through as %j', (url, href) => {
    expect(safeHref(url, false)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    'blob:https://example.com/x',
    '//evil.example.com/x',
    '/dashboard/static',
    'meet.example.com/x',
    'https//missing-colon',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(safeHref(url, true)).toBeUndefined();
  });

  it('allows http: only when asked to (demo mode)', () => {
    expect(safeHref('http://localhost:5173/room/1', false)).toBeUndefined();
    expect(safeHref('http://localhost:5173/room/1', true)).toBe('http://localhost:5173/room/1');
  });

  it('defaults to the build: the unit tests run in demo mode', () => {
    expect(safeHref('http://localhost/x')).toBe('http://localhost/x');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});
