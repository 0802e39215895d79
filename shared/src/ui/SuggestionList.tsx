import { useLayoutEffect, useRef } from 'preact/hooks';
import { categoryStyle } from './categories';
import type { SuggestionView } from './SuggestionCard';

export interface SuggestionListProps {
  /** The field's suggestions in text order. */
  suggestions: readonly SuggestionView[];
  /** Opens the card of the chosen suggestion. */
  onPick(id: string): void;
  onClose(): void;
}

/**
 * A field's suggestions as a list (opened from the field's badge): each item names the category and
 * the change; choosing one opens its card. Focus starts on the first item; ArrowDown/ArrowUp move,
 * Escape closes.
 */
export function SuggestionList(props: SuggestionListProps) {
  const list = useRef<HTMLUListElement>(null);
  const n = props.suggestions.length;

  useLayoutEffect(() => {
    list.current?.querySelector('button')?.focus();
  }, []);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      props.onClose();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const root = list.current?.getRootNode() as Document | ShadowRoot | undefined;
    const i = buttons.indexOf(root?.activeElement as HTMLButtonElement);
    const next = buttons[(i + (e.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
  }

  return (
    <div
      class="margin-card margin-list"
      role="dialog"
      aria-label={`${n} suggestion${n === 1 ? '' : 's'} in this field`}
      onKeyDown={onKeyDown}
    >
      <div class="margin-card-title">{`${n} suggestion${n === 1 ? '' : 's'}`}</div>
      <ul ref={list} class="margin-list-items">
        {props.suggestions.map((s) => {
          const style = categoryStyle(s.category);
          const r = s.replacements[0];
          return (
            <li key={s.id} class={`margin-cat-${style.slug}`}>
              <button
                type="button"
                class="margin-list-item"
                data-suggestion-id={s.id}
                onClick={() => props.onPick(s.id)}
              >
                <span class="margin-card-dot" aria-hidden="true" />
                <span class="margin-list-category">{style.label}:</span>{' '}
                <span class="margin-card-original">{s.original}</span>
                {r !== undefined && (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span class="margin-sr"> to </span>
                    <strong>{r === '' ? '(remove)' : r}</strong>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
