import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { REPHRASE_MAX_CHARS, TENSE_MAPPINGS, TONE_MAPPINGS } from '../contract/constants';
import { codePointLength } from '../text/offsets';
import { describeFailure, type Failure } from './failure';
import { MAPPING_LABELS, sentenceCase, type TenseMappingName, type ToneMappingName } from './labels';

/** What the writer picked: a mapping, with its tone or tense for switch_tone / switch_tense. */
export type RephraseChoice =
  | { mapping: keyof typeof MAPPING_LABELS }
  | { mapping: 'switch_tone'; tone_mapping: ToneMappingName }
  | { mapping: 'switch_tense'; tense_mapping: TenseMappingName };

/** One rephrasing offered: the text that would replace the selection. */
export interface RephraseOption {
  replacement: string;
}

export interface RephrasePanelProps {
  /** The selected text to rephrase. */
  text: string;
  /** Sends the request (Rephrase endpoint); rejects with the client's error on failure. */
  request(choice: RephraseChoice): Promise<RephraseOption[]>;
  /** Replaces the selection with `replacement`. */
  onReplace(replacement: string): void;
  onClose(): void;
}

type View =
  | { at: 'menu' }
  | { at: 'loading'; choice: RephraseChoice }
  | { at: 'results'; choice: RephraseChoice; results: RephraseOption[] }
  | { at: 'failure'; failure: Failure };

type Item = { label: string; choice?: RephraseChoice; submenu?: 'tone' | 'tense' };

const MAIN_ITEMS: Item[] = [
  ...(Object.keys(MAPPING_LABELS) as (keyof typeof MAPPING_LABELS)[]).map((mapping) => ({
    label: MAPPING_LABELS[mapping],
    choice: { mapping },
  })),
  { label: 'Change tone', submenu: 'tone' },
  { label: 'Change tense', submenu: 'tense' },
];

const SUBMENUS: Record<'tone' | 'tense', Item[]> = {
  tone: TONE_MAPPINGS.map((t) => ({
    label: sentenceCase(t),
    choice: { mapping: 'switch_tone', tone_mapping: t },
  })),
  tense: TENSE_MAPPINGS.map((t) => ({
    label: sentenceCase(t),
    choice: { mapping: 'switch_tense', tense_mapping: t },
  })),
};

/**
 * The Rephrase popover: a menu of mappings (with tone and tense submenus), then the results, each
 * with Replace. A 501 answer shows that rephrasing is not available on this server.
 */
export function RephrasePanel(props: RephrasePanelProps) {
  const [view, setView] = useState<View>({ at: 'menu' });
  const [submenu, setSubmenu] = useState<'tone' | 'tense' | null>(null);
  const tooLong = codePointLength(props.text) > REPHRASE_MAX_CHARS;
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  async function run(choice: RephraseChoice) {
    setView({ at: 'loading', choice });
    try {
      const results = await props.request(choice);
      if (live.current) setView({ at: 'results', choice, results });
    } catch (error) {
      if (live.current) setView({ at: 'failure', failure: describeFailure(error, 'Rephrasing') });
    }
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (submenu) setSubmenu(null);
      else props.onClose();
    }
  }

  let body: preact.JSX.Element;
  if (tooLong) {
    body = (
      <p class="margin-panel-note" role="status">
        Select at most {REPHRASE_MAX_CHARS.toLocaleString('en-US')} characters to rephrase.
      </p>
    );
  } else if (view.at === 'menu') {
    body = (
      <div class="margin-menus">
        <Menu
          label="Rephrase as"
          items={MAIN_ITEMS}
          onPick={run}
          openSubmenu={setSubmenu}
          expanded={submenu}
        />
        {submenu && (
          <Menu
            label={submenu === 'tone' ? 'Tone' : 'Tense'}
            items={SUBMENUS[submenu]}
            onPick={run}
            onBack={() => setSubmenu(null)}
            autoFocus
          />
        )}
      </div>
    );
  } else if (view.at === 'loading') {
    body = (
      <p class="margin-panel-note" role="status" aria-busy="true">
        Rephrasing…
      </p>
    );
  } else if (view.at === 'failure') {
    body = (
      <div class={`margin-panel-failure margin-failure-${view.failure.kind}`} role="alert">
        <p>{view.failure.message}</p>
        {view.failure.kind !== 'unavailable' && (
          <button type="button" onClick={() => setView({ at: 'menu' })}>
            Back
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <div>
        {view.results.length === 0 ? (
          <p class="margin-panel-note" role="status">
            No rephrasing applies to this text.
          </p>
        ) : (
          <ul class="margin-results" aria-label="Rephrasings">
            {view.results.map((r, i) => (
              <li key={`${i}:${r.replacement}`}>
                <p class="margin-result-text">{r.replacement}</p>
                <button type="button" class="margin-replace" onClick={() => props.onReplace(r.replacement)}>
                  Replace
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" class="margin-link" onClick={() => setView({ at: 'menu' })}>
          Other options
        </button>
      </div>
    );
  }

  return (
    <div class="margin-panel margin-rephrase" role="dialog" aria-label="Rephrase" onKeyDown={onKeyDown}>
      <div class="margin-panel-head">
        <span>Rephrase</span>
        <button type="button" class="margin-close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </div>
      {body}
    </div>
  );
}

interface MenuProps {
  label: string;
  items: Item[];
  onPick(choice: RephraseChoice): void;
  openSubmenu?(which: 'tone' | 'tense'): void;
  expanded?: 'tone' | 'tense' | null;
  onBack?(): void;
  autoFocus?: boolean;
}

/** A vertical ARIA menu: ArrowUp/ArrowDown move, ArrowRight opens a submenu, ArrowLeft goes back. */
function Menu(props: MenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (props.autoFocus) ref.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
  }, [props.autoFocus, props.label]);

  function onKeyDown(e: KeyboardEvent) {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'ArrowLeft' && props.onBack) {
      e.preventDefault();
      e.stopPropagation();
      props.onBack();
    } else if (e.key === 'ArrowRight') {
      const item = props.items[at];
      if (item?.submenu && props.openSubmenu) {
        e.preventDefault();
        props.openSubmenu(item.submenu);
      }
    }
  }

  return (
    <div class="margin-menu" role="menu" aria-label={props.label} ref={ref} onKeyDown={onKeyDown}>
      {props.items.map((item) =>
        item.submenu ? (
          <button
            type="button"
            role="menuitem"
            key={item.label}
            aria-haspopup="menu"
            aria-expanded={props.expanded === item.submenu}
            onClick={() => props.openSubmenu?.(item.submenu!)}
          >
            {item.label} <span aria-hidden="true">›</span>
          </button>
        ) : (
          <button type="button" role="menuitem" key={item.label} onClick={() => props.onPick(item.choice!)}>
            {item.label}
          </button>
        ),
      )}
    </div>
  );
}
