import { describe, expect, it } from 'vitest';
import { backPath } from './redirects';

const here = 'http://margin.test/dashboard/teams';

// Issue #17 finding 7: a failed action redirected to any Referer starting with the origin.
describe('backPath: redirects after dashboard actions stay on the site (issue 17, finding 7)', () => {
  it.each([
    ['http://margin.test/dashboard/team/1', '/dashboard/team/1'],
    ['http://margin.test/dashboard', '/dashboard'],
    ['http://margin.test/dashboard/?x=1#y', '/dashboard/'],
  ])('keeps the dashboard page %s', (referer, path) =>
    expect(backPath(referer, here, '/dashboard')).toBe(path),
  );

  it.each([
    ['protocol-relative', '//evil.test/x'],
    ['another host', 'http://evil.test/dashboard'],
    ['a host that starts like ours', 'http://margin.test.evil.test/dashboard'],
    ['userinfo trick', 'http://margin.test@evil.test/dashboard'],
    ['double slash path', 'http://margin.test//evil.test/x'],
    ['backslash path', 'http://margin.test/\\evil.test/x'],
    ['malformed', 'http://[::1'],
    ['bad port', 'http://margin.test:99999/dashboard'],
    ['not a URL', '%%%'],
    ['javascript', 'javascript:alert(1)'],
    ['outside the dashboard', 'http://margin.test/api/v1/teams'],
    ['missing', undefined],
  ])('falls back for %s', (_, referer) => {
    const path = backPath(referer, here, '/dashboard');
    expect(path).toBe('/dashboard');
  });
});
