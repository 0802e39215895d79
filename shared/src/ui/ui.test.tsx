// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarginApiError } from '../client';
import { categoryStyle } from './categories';
import { describeFailure } from './failure';
import { RephrasePanel } from './RephrasePanel';
import { SuggestionCard } from './SuggestionCard';
import { TonePanel } from './TonePanel';
import { locateSentences, sentencesCarrying, type ToneAnalysis } from './tones';

let root: HTMLElement;
afterEach(() => {
  if (root) render(null, root);
  document.body.innerHTML = '';
});

function mount(vnode: preact.JSX.Element) {
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(vnode, root));
  return root;
}

const button = (name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  )!;
const key = (target: Element, init: KeyboardEventInit) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  });
const apiError = (status: number, headers: Record<string, string> = {}) =>
  new MarginApiError('x', status, `HTTP ${status}`, {}, new Headers(headers));
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('SuggestionCard', () => {
  const suggestion = { id: 's1', original: 'teh', replacements: ['the'], category: 'Spelling' };

  it('is a labelled dialog with the replacement and the reason, and accepts the chosen replacement', () => {
    const onAccept = vi.fn();
    mount(
      <SuggestionCard suggestion={suggestion} onAccept={onAccept} onReject={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = root.querySelector('[role=dialog]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Spelling');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('“the”');
    // The accessible name (text minus aria-hidden parts) contains the visible text, in order.
    const accept = root.querySelector<HTMLButtonElement>('.margin-card-accept')!;
    expect(accept.hasAttribute('aria-label')).toBe(false);
    const name = [...accept.childNodes]
      .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
      .map((n) => n.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    expect(name).toBe('Replace teh with the');
    act(() => accept.click());
    expect(onAccept).toHaveBeenCalledWith('the');
  });

  it('offers Add to dictionary only when the host can add the word', () => {
    mount(<SuggestionCard suggestion={suggestion} onAccept={vi.fn()} onReject={vi.fn()} onClose={vi.fn()} />);
    expect(button('Add to dictionary')).toBeUndefined();
    const onAdd = vi.fn();
    mount(
      <SuggestionCard
        suggestion={suggestion}
        onAccept={vi.fn()}
        onReject={vi.fn()}
        onAddToDictionary={onAdd}
        onClose={vi.fn()}
      />,
    );
    act(() => button('Add to dictionary').click());
    expect(onAdd).toHaveBeenCalled();
  });

  it('offers Ignore beside Reject only when the host can ignore one occurrence', () => {
    mount(<SuggestionCard suggestion={suggestion} onAccept={vi.fn()} onReject={vi.fn()} onClose={vi.fn()} />);
    expect(button('Ignore')).toBeUndefined();
    const onIgnore = vi.fn();
    const onReject = vi.fn();
    mount(
      <SuggestionCard
        suggestion={suggestion}
        onAccept={vi.fn()}
        onReject={onReject}
        onIgnore={onIgnore}
        onClose={vi.fn()}
      />,
    );
    act(() => button('Ignore').click());
    expect(onIgnore).toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('is keyboard-usable: focus on open, Escape closes, Alt+ArrowDown goes to the next suggestion', () => {
    const onClose = vi.fn();
    const onNavigate = vi.fn();
    mount(
      <SuggestionCard
        suggestion={suggestion}
        autoFocus
        onAccept={vi.fn()}
        onReject={vi.fn()}
        onNavigate={onNavigate}
        onClose={onClose}
      />,
    );
    expect(document.activeElement).toBe(root.querySelector('.margin-card-accept'));
    key(document.activeElement!, { key: 'ArrowDown', altKey: true });
    expect(onNavigate).toHaveBeenCalledWith(1);
    key(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a removal as the struck-out original', () => {
    mount(
      <SuggestionCard
        suggestion={{
          id: 's2',
          original: 'very',
          replacements: [''],
          category: 'Advanced Edit',
          description: 'Intensifier',
        }}
        onAccept={vi.fn()}
        onReject={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(button('Remove very').querySelector('del')?.textContent).toBe('very');
    expect(root.textContent).toContain('Intensifier');
  });
});

describe('RephrasePanel', () => {
  it('offers every mapping, with tone and tense submenus, and sends the choice', async () => {
    const request = vi.fn(async () => [{ replacement: 'Hi there!' }]);
    const onReplace = vi.fn();
    mount(<RephrasePanel text="Hello." request={request} onReplace={onReplace} onClose={vi.fn()} />);
    const items = [...root.querySelectorAll('[role=menuitem]')].map((i) =>
      i.textContent?.replace('›', '').trim(),
    );
    expect(items).toEqual(
      expect.arrayContaining(['Paraphrase', 'Shorten', 'Active voice', 'Change tone', 'Change tense']),
    );
    act(() => button('Change tone ›').click());
    const toneMenu = root.querySelector('[role=menu][aria-label=Tone]')!;
    expect(toneMenu.querySelectorAll('[role=menuitem]')).toHaveLength(8);
    expect(document.activeElement?.textContent).toBe('Straightforward');
    act(() => button('Friendly').click());
    await flush();
    expect(request).toHaveBeenCalledWith({ mapping: 'switch_tone', tone_mapping: 'friendly' });
    expect(root.querySelector('.margin-result-text')?.textContent).toBe('Hi there!');
    act(() => button('Replace').click());
    expect(onReplace).toHaveBeenCalledWith('Hi there!');
  });

  it('moves through the menu with the arrow keys and opens a submenu with ArrowRight', () => {
    mount(<RephrasePanel text="Hello." request={vi.fn()} onReplace={vi.fn()} onClose={vi.fn()} />);
    const tense = button('Change tense ›');
    tense.focus();
    key(tense, { key: 'ArrowRight' });
    expect(
      root.querySelector('[role=menu][aria-label=Tense]')?.querySelectorAll('[role=menuitem]'),
    ).toHaveLength(12);
    expect(tense.getAttribute('aria-expanded')).toBe('true');
    key(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Past perfect');
  });

  it('says so when the server has no rephrase engine (501)', async () => {
    mount(
      <RephrasePanel
        text="Hello."
        request={() => Promise.reject(apiError(501))}
        onReplace={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    act(() => button('Shorten').click());
    await flush();
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      'Rephrasing is not available on this server.',
    );
  });

  it('says when no rephrasing applies, and does not send over-long text', async () => {
    mount(<RephrasePanel text="Hello." request={async () => []} onReplace={vi.fn()} onClose={vi.fn()} />);
    act(() => button('Expand').click());
    await flush();
    expect(root.textContent).toContain('No rephrasing applies to this text.');
    const request = vi.fn();
    mount(<RephrasePanel text={'x'.repeat(4001)} request={request} onReplace={vi.fn()} onClose={vi.fn()} />);
    expect(root.textContent).toContain('Select at most 4,000 characters');
    expect(root.querySelector('[role=menuitem]')).toBeNull();
  });
});

const ANALYSIS: ToneAnalysis = {
  sents: ['I love it!', 'This is awful.', 'It arrived today.'],
  overall: [
    [0.6, 'joyful', '😊'],
    [0.3, 'angry', '😠'],
    [0.1, 'neutral', '😐'],
  ],
  results: [
    [
      [0.9, 'joyful', '😊'],
      [0.05, 'angry', '😠'],
      [0.05, 'neutral', '😐'],
    ],
    [
      [0.7, 'angry', '😠'],
      [0.35, 'joyful', '😊'],
      [0.1, 'sad', '😟'],
    ],
    [
      [0.8, 'neutral', '😐'],
      [0.1, 'joyful', '😊'],
      [0.1, 'curious', '🤔'],
    ],
  ],
};

describe('TonePanel', () => {
  it('lists the overall tones with emoji and highlights the sentences of a hovered tone', async () => {
    const onHighlight = vi.fn();
    mount(<TonePanel load={async () => ANALYSIS} onHighlight={onHighlight} onClose={vi.fn()} />);
    await flush();
    const tones = [...root.querySelectorAll('.margin-tone')];
    expect(tones.map((t) => t.textContent)).toEqual(['😊Joyful60%', '😠Angry30%', '😐Neutral10%']);
    act(() => {
      tones[0].dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      tones[0].dispatchEvent(new MouseEvent('mouseenter'));
    });
    expect(onHighlight).toHaveBeenLastCalledWith(
      expect.objectContaining({ tone: 'joyful', sentences: [0, 1] }),
    );
    act(() => {
      tones[0].dispatchEvent(new MouseEvent('mouseleave'));
    });
    expect(onHighlight).toHaveBeenLastCalledWith(null);
  });

  it('says so when the server has no tone engine (501)', async () => {
    mount(<TonePanel load={() => Promise.reject(apiError(501))} onHighlight={vi.fn()} onClose={vi.fn()} />);
    await flush();
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      'Tone analysis is not available on this server.',
    );
  });
});

describe('tone helpers', () => {
  it('finds the sentences that carry a tone: their top tone, or one at 0.3 or more', () => {
    expect(sentencesCarrying(ANALYSIS, 'joyful')).toEqual([0, 1]);
    expect(sentencesCarrying(ANALYSIS, 'neutral')).toEqual([2]);
    expect(sentencesCarrying(ANALYSIS, 'curious')).toEqual([]);
  });

  it('locates sentences in order, even when a sentence repeats', () => {
    expect(locateSentences('Yes. No. Yes.', ['Yes.', 'No.', 'Yes.'])).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 8 },
      { start: 9, end: 13 },
    ]);
  });
});

describe('categories and failures', () => {
  it('colours by general_error_type; spellcheck edits (no type) look like spelling', () => {
    expect(categoryStyle('Word Choice').slug).toBe('word-choice');
    expect(categoryStyle(undefined).label).toBe('Spelling');
    expect(categoryStyle('Something new').label).toBe('Suggestion');
  });

  it('describes each failure in words a writer can act on', () => {
    expect(describeFailure(apiError(501), 'Tone analysis')).toMatchObject({ kind: 'unavailable' });
    expect(describeFailure(apiError(401), 'X')).toMatchObject({ kind: 'unauthorized' });
    expect(describeFailure(apiError(429, { 'retry-after': '30' }), 'X')).toMatchObject({
      kind: 'rate-limited',
      retryAfter: 30,
      message: 'Usage limit reached; try again in 30 s.',
    });
    expect(describeFailure(new TypeError('Failed to fetch'), 'X')).toMatchObject({ kind: 'offline' });
    expect(describeFailure(apiError(400), 'X')).toMatchObject({ kind: 'invalid', message: 'HTTP 400' });
  });
});
