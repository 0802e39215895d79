// @vitest-environment jsdom
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { badgeLabel, FieldBadge, openFromBadge } from './badge';
import { Popovers } from './popovers';

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

describe('openFromBadge', () => {
  const make = (id: string, original: string, replacement: string, category?: string) => ({
    id,
    original,
    replacements: [replacement],
    category,
  });

  function setUp() {
    document.body.innerHTML = '';
    const layer = document.createElement('div');
    document.body.append(layer);
    const popovers = new Popovers(layer);
    const badge = new FieldBadge(layer, () => {});
    badge.update({ count: 2, checking: false }, { left: 10, top: 10, width: 200, height: 100 });
    return { layer, popovers, badge };
  }

  it("opens the only suggestion's card directly, and nothing when there is none", () => {
    const { popovers, badge } = setUp();
    const openCard = vi.fn();
    openFromBadge(popovers, {}, badge, () => [], openCard);
    expect(openCard).not.toHaveBeenCalled();
    expect(popovers.open).toBeUndefined();
    const only = make('a', 'teh', 'the');
    openFromBadge(popovers, {}, badge, () => [only], openCard);
    expect(openCard).toHaveBeenCalledWith(only);
  });

  it('lists several suggestions with focus on the first; arrows move, picking opens its card, Escape returns to the badge', () => {
    const { layer, popovers, badge } = setUp();
    const list = [make('a', 'teh', 'the'), make('b', 'go', 'goes', 'Grammar')];
    const openCard = vi.fn();
    act(() => openFromBadge(popovers, {}, badge, () => list, openCard));
    expect(popovers.open?.kind).toBe('list');
    const dialog = layer.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-label')).toBe('2 suggestions in this field');
    const items = [...layer.querySelectorAll<HTMLButtonElement>('.margin-list-item')];
    expect(items.map((b) => b.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Spelling: teh → to the',
      'Grammar: go → to goes',
    ]);
    expect(document.activeElement).toBe(items[0]);
    act(() => {
      items[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(document.activeElement).toBe(items[1]);
    act(() => items[1].click());
    expect(openCard).toHaveBeenCalledWith(list[1]);
    act(() => {
      items[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(popovers.open).toBeUndefined();
    expect(document.activeElement).toBe(badge.element);
  });
});
