import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge';

const online = { state: 'online', reason: '', offlineSpelling: false } as const;

describe('badgeLabel', () => {
  it.each([
    [{ count: 0, checking: false, status: online }, '0', 'clean', 'Margin: 0 suggestions'],
    [{ count: 1, checking: false, status: online }, '1', 'issues', 'Margin: 1 suggestion'],
    [{ count: 2, checking: true, status: online }, '…', 'checking', 'Margin: checking'],
    [
      { count: 2, checking: false, status: { state: 'offline', reason: 'x', offlineSpelling: true } },
      '2',
      'offline',
      'Margin offline (spelling only): 2 suggestions',
    ],
    [
      {
        count: 0,
        checking: false,
        status: { state: 'error', reason: 'No API key is set.', offlineSpelling: false },
      },
      '!',
      'error',
      'Margin: not checking — No API key is set.',
    ],
  ] as const)('%j', (view, text, state, label) => {
    expect(badgeLabel(view)).toEqual({ text, state, label });
  });
});
