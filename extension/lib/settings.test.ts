import { describe, expect, it } from 'vitest';
import {
  advancedEditsOf,
  DEFAULT_SETTINGS,
  dashboardUrl,
  isSiteDisabled,
  normaliseServerUrl,
  offlineVariety,
  withDefaults,
} from './settings';

describe('settings', () => {
  it('normalises a server URL as typed, and refuses other schemes', () => {
    expect(normaliseServerUrl(' localhost:8787/ ')).toBe('http://localhost:8787');
    expect(normaliseServerUrl('https://margin.example.com/base/')).toBe('https://margin.example.com/base');
    expect(() => normaliseServerUrl('ftp://example.com')).toThrow(/http/);
  });

  it('sends advanced_edits only for the options turned on', () => {
    expect(advancedEditsOf(DEFAULT_SETTINGS)).toBeUndefined();
    const on = withDefaults({ advanced: { ...DEFAULT_SETTINGS.advanced, voice: true } });
    expect(advancedEditsOf(on)).toEqual({ voice: true });
  });

  it('fills missing fields of stored settings and maps varieties for the offline worker', () => {
    expect(withDefaults({ key: 'k' }).serverUrl).toBe(DEFAULT_SETTINGS.serverUrl);
    expect(offlineVariety(withDefaults({ variety: 'gb-variety' }))).toBe('gb');
    expect(offlineVariety(withDefaults({ variety: 'null-variety' }))).toBe('us');
  });

  it("links to the server's dashboard for a key, from the URL as typed", () => {
    expect(dashboardUrl('localhost:8787/')).toBe('http://localhost:8787/dashboard');
    expect(dashboardUrl('https://margin.example.com/base/')).toBe(
      'https://margin.example.com/base/dashboard',
    );
    expect(dashboardUrl('ftp://example.com')).toBeUndefined();
  });

  it('turns sites off by host name, case-insensitively', () => {
    const s = withDefaults({ disabledSites: ['mail.example.com'] });
    expect(isSiteDisabled(s, 'Mail.Example.com')).toBe(true);
    expect(isSiteDisabled(s, 'example.com')).toBe(false);
  });
});
