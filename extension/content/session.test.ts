import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentRequest } from '../lib/protocol';
import type { Suggestion } from '../lib/suggestion';
import type { FieldAdapter } from './field';

const sent: ContentRequest[] = [];
/** Who answers the fake checks: the server, or the offline worker (the server being down). */
let source: 'server' | 'offline' = 'server';
vi.mock('./messaging', () => ({
  ask: async (request: ContentRequest) => {
    sent.push(request);
    if (request.type !== 'check') return { ok: true };
    // A fake server: flags every "teh".
    const blocks = request.blocks.map((text) => {
      const out: Suggestion[] = [];
      for (let at = text.indexOf('teh'); at >= 0; at = text.indexOf('teh', at + 1)) {
        out.push({
          id: `${text}@${at}`,
          start: at,
          end: at + 3,
          original: 'teh',
          replacements: ['the'],
          source: 'server',
        });
      }
      return out;
    });
    return { blocks, source, status: { state: 'online', reason: '', offlineSpelling: false } };
  },
}));

const { FieldSession } = await import('./session');

/** A field whose text the test sets, replacing spans as a textarea would. */
function fakeField(initial: string): FieldAdapter & { value: string } {
  return {
    value: initial,
    element: {} as HTMLElement,
    usesHighlights: false,
    text() {
      return this.value;
    },
    boxes: (spans) => spans.map(() => []),
    selection: () => null,
    replace(span, text) {
      this.value = this.value.slice(0, span.start) + text + this.value.slice(span.end);
      return true;
    },
    dispose() {},
  };
}

/** Runs `work`, then lets the debounce timer fire and the (fake) answer arrive. */
async function settle(work: () => void): Promise<void> {
  work();
  await vi.runAllTimersAsync();
}

describe('FieldSession', () => {
  beforeEach(() => {
    sent.length = 0;
    source = 'server';
    vi.useFakeTimers();
  });

  it('checks each block once and re-sends only the block that changed', async () => {
    const field = fakeField('One teh.\nTwo teh.');
    const session = new FieldSession(field, { changed: () => {} });
    await settle(() => session.refresh(true));
    expect(session.suggestions.map((s) => s.start)).toEqual([4, 13]);
    field.value = 'One teh.\nTwo teh, three.';
    await settle(() => session.refresh());
    const checks = sent.filter((r) => r.type === 'check');
    expect(checks.map((r) => (r.type === 'check' ? r.blocks : []))).toEqual([
      ['One teh.', 'Two teh.'],
      ['Two teh, three.'],
    ]);
  });

  it('shifts suggestions after an edit at once and drops the one whose word was edited', async () => {
    const field = fakeField('A teh. B teh.');
    const session = new FieldSession(field, { changed: () => {} });
    await settle(() => session.refresh(true));
    field.value = 'Yes. A tehh. B teh.';
    session.refresh();
    // Before any new answer: the edited "teh" is gone, the other moved by 5.
    expect(session.suggestions.map((s) => [s.start, s.original])).toEqual([[15, 'teh']]);
  });

  it('accepts through the field and refuses when the text under the suggestion changed', async () => {
    const field = fakeField('I saw teh cat.');
    const session = new FieldSession(field, { changed: () => {} });
    await settle(() => session.refresh(true));
    const [s] = session.suggestions;
    expect(await session.accept(s, 'the')).toBe(true);
    expect(field.value).toBe('I saw the cat.');
    expect(sent.some((r) => r.type === 'feedback' && r.verdict === 'accept')).toBe(true);

    field.value = 'I saw teh dog.';
    await settle(() => session.refresh());
    const [again] = session.suggestions;
    field.value = 'I saw tex dog.';
    expect(await session.accept(again, 'the')).toBe(false);
    expect(field.value).toBe('I saw tex dog.');
  });

  it('Ignore hides that one occurrence and tells no one; the same word elsewhere stays', async () => {
    const field = fakeField('One teh.\nTwo teh.');
    const session = new FieldSession(field, { changed: () => {} });
    await settle(() => session.refresh(true));
    const [first] = session.suggestions;
    session.ignore(first);
    expect(session.suggestions.map((s) => s.start)).toEqual([13]);
    expect(sent.some((r) => r.type === 'feedback')).toBe(false);
  });

  it('keeps the suggestion and sends no accept when the field does not take the change', async () => {
    const field = fakeField('I saw teh cat.');
    // An editor that ignores both the beforeinput offer and execCommand: its text stays.
    field.replace = () => Promise.resolve(false);
    const session = new FieldSession(field, { changed: () => {} });
    await settle(() => session.refresh(true));
    const [s] = session.suggestions;
    expect(await session.accept(s, 'the')).toBe(false);
    expect(field.value).toBe('I saw teh cat.');
    expect(session.suggestions.map((x) => x.original)).toEqual(['teh']);
    expect(sent.some((r) => r.type === 'feedback')).toBe(false);
  });

  it('stops saying "checking" when an undo brings back answered text while the debounce runs', async () => {
    const field = fakeField('I saw teh cat.');
    const checking: boolean[] = [];
    const session = new FieldSession(field, { changed: (s) => checking.push(s.checking) });
    await settle(() => session.refresh(true));
    const before = sent.length;
    // Accept (a new text, so a check is scheduled), then undo before the debounce ends.
    field.value = 'I saw the cat.';
    session.refresh();
    field.value = 'I saw teh cat.';
    session.refresh();
    expect(session.checking).toBe(true);
    await vi.runAllTimersAsync();
    expect(sent.length).toBe(before);
    expect(session.checking).toBe(false);
    // The owner (badge, popup count) was told after checking ended.
    expect(checking.at(-1)).toBe(false);
  });

  it('asks again for blocks the offline worker answered once the text changes (the server may be back)', async () => {
    source = 'offline';
    const field = fakeField('One teh.\nTwo teh.');
    const session = new FieldSession(field, { changed: () => {} });
    await settle(() => session.refresh(true));
    source = 'server';
    field.value = 'One teh.\nTwo teh.\nThree.';
    await settle(() => session.refresh());
    const last = sent.filter((r) => r.type === 'check').at(-1);
    expect(last?.type === 'check' && [...last.blocks].sort()).toEqual(['One teh.', 'Three.', 'Two teh.']);
    // Answered by the server now: the next edit sends only what changed.
    field.value = 'One teh.\nTwo teh.\nThree!';
    await settle(() => session.refresh());
    const next = sent.filter((r) => r.type === 'check').at(-1);
    expect(next?.type === 'check' && next.blocks).toEqual(['Three!']);
  });
});
