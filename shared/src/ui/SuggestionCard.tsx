import { useLayoutEffect, useRef } from 'preact/hooks';
import { categoryStyle } from './categories';
import { explainEdit } from './explanations';

/** What a card shows about one suggestion. */
export interface SuggestionView {
  id: string;
  /** The text the suggestion replaces. */
  original: string;
  /** Replacements, best first; an empty string suggests removing `original`. */
  replacements: string[];
  /** `general_error_type`, which picks the colour and title. */
  category?: string;
  /** ERRANT `error_type` (e.g. `R:VERB:SVA`), which explains an edit that has no description. */
  errorType?: string;
  description?: string;
}

export interface SuggestionCardProps {
  suggestion: SuggestionView;
  /** Called with the chosen replacement. */
  onAccept(replacement: string): void;
  /** Never suggest this again (the server is told). */
  onReject(): void;
  /** Hides this one occurrence only, until its text changes; absent when the host has no such action. */
  onIgnore?(): void;
  /** Absent when the suggestion cannot go into the dictionary (only spelling can). */
  onAddToDictionary?(): void;
  /** Moves to the next (or, with -1, previous) suggestion: Alt+ArrowDown / Alt+ArrowUp. */
  onNavigate?(direction: 1 | -1): void;
  /** Escape, or after an action. */
  onClose(): void;
  /** Move focus into the card (when it was opened from the keyboard). */
  autoFocus?: boolean;
  /** A line under the buttons, e.g. why Add to dictionary failed. */
  notice?: string;
}

/**
 * The card shown for one underlined suggestion: the replacement(s), the reason, Accept, Ignore (this
 * occurrence, where the host offers it), Reject and Add to dictionary. A dialog in ARIA terms; Enter activates the focused button, Escape closes,
 * Alt+ArrowDown/Alt+ArrowUp go to the next/previous suggestion.
 */
export function SuggestionCard(props: SuggestionCardProps) {
  const { suggestion } = props;
  const style = categoryStyle(suggestion.category);
  const firstButton = useRef<HTMLButtonElement>(null);
  const titleId = `margin-card-title-${suggestion.id}`;
  const descId = `margin-card-desc-${suggestion.id}`;

  // A layout effect, so focus has moved before the next key press is handled.
  useLayoutEffect(() => {
    if (props.autoFocus) firstButton.current?.focus();
  }, [suggestion.id, props.autoFocus]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      props.onClose();
    } else if (e.altKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp') && props.onNavigate) {
      e.preventDefault();
      props.onNavigate(e.key === 'ArrowDown' ? 1 : -1);
    }
  }

  // The rule's own explanation when the server sent one, else a sentence from the error type.
  const reason =
    suggestion.description ??
    explainEdit({
      original: suggestion.original,
      replacement: suggestion.replacements[0],
      errorType: suggestion.errorType,
      category: suggestion.category,
    }) ??
    (suggestion.replacements.length === 0
      ? 'This may be a mistake.'
      : suggestion.replacements[0] === ''
        ? `Consider removing “${suggestion.original}”.`
        : `Consider “${suggestion.replacements[0]}” instead of “${suggestion.original}”.`);

  return (
    <div
      class={`margin-card margin-cat-${style.slug}`}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-suggestion-id={suggestion.id}
      onKeyDown={onKeyDown}
    >
      <div class="margin-card-title" id={titleId}>
        <span class="margin-card-dot" aria-hidden="true" />
        {style.label}
      </div>
      <fieldset class="margin-card-replacements" aria-label="Replacements">
        {suggestion.replacements.map((r, i) => (
          <button
            type="button"
            class="margin-card-accept"
            ref={i === 0 ? firstButton : undefined}
            key={r}
            onClick={() => props.onAccept(r)}
          >
            {/* The accessible name is the visible text plus hidden words around it ("Replace speling
                with spelling"), so it always contains what the button shows (WCAG 2.5.3). */}
            {r === '' ? (
              <>
                <span class="margin-sr">Remove </span>
                <del class="margin-card-original">{suggestion.original}</del>
              </>
            ) : (
              <>
                <span class="margin-sr">Replace </span>
                <span class="margin-card-original">{suggestion.original}</span>
                <span aria-hidden="true"> → </span>
                <span class="margin-sr"> with </span>
                <strong>{r}</strong>
              </>
            )}
          </button>
        ))}
      </fieldset>
      <p class="margin-card-desc" id={descId}>
        {reason}
      </p>
      <div class="margin-card-actions">
        {props.onIgnore && (
          <button
            type="button"
            class="margin-card-ignore"
            title="Hide this occurrence"
            onClick={props.onIgnore}
          >
            Ignore
          </button>
        )}
        <button
          type="button"
          class="margin-card-reject"
          ref={suggestion.replacements.length === 0 ? firstButton : undefined}
          title="Never suggest this again"
          onClick={props.onReject}
        >
          Reject
        </button>
        {props.onAddToDictionary && (
          <button type="button" class="margin-card-dictionary" onClick={props.onAddToDictionary}>
            Add to dictionary
          </button>
        )}
      </div>
      {props.notice && (
        <p class="margin-card-notice" role="alert">
          {props.notice}
        </p>
      )}
    </div>
  );
}
