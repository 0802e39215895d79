/** The kinds of field Margin checks: form controls (textarea, text input) and editing hosts. */
export type FieldKind = 'control' | 'editable';

/** Input types whose value is prose. Everything else (password, email, number, …) is never read. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', '']);

/** autocomplete tokens that mark a secret or a number, even on a text input ("show password" toggles). */
const SECRET_AUTOCOMPLETE = /(^|\s)(current-password|new-password|one-time-code|cc-[a-z-]+)(\s|$)/i;
const SECRET_NAME = /pass(word|wd)?|pwd|secret|token|otp|pin\b|cvc|cvv/i;

/** Inputs that have been password fields at any time: a "show password" toggle makes them text. */
const wasPassword = new WeakSet<Element>();

/** Remembers that an input was a password field (called by discovery whenever it sees one). */
export function notePassword(el: Element): void {
  wasPassword.add(el);
}

/** Whether an input holds a secret: a password now or before, or one marked as such. */
export function isSecretInput(el: HTMLInputElement): boolean {
  if (el.type === 'password') {
    wasPassword.add(el);
    return true;
  }
  if (wasPassword.has(el)) return true;
  if (SECRET_AUTOCOMPLETE.test(el.autocomplete ?? '')) return true;
  return SECRET_NAME.test(`${el.name} ${el.id}`);
}

/**
 * The opt-outs writing assistants honour, on the field or an ancestor. `spellcheck="false"` is not
 * one: it turns off the browser's own checker, and editors (Draft.js, CodeMirror, TinyMCE) set it
 * by default on fields people write prose in.
 */
export const OPT_OUT_SELECTOR =
  '[data-margin="off"],[data-margin-ignore],[data-gramm="false"],[data-enable-grammarly="false"],[data-lt-active="false"]';

/** Whether the page or the user asked for no checking here. */
function optedOut(el: Element): boolean {
  return el.closest(OPT_OUT_SELECTOR) !== null;
}

/**
 * The editing host of a node inside a contenteditable region (its outermost editable ancestor).
 * The walk goes past `contenteditable="false"` islands: editors render widgets (CKEditor tables,
 * ProseMirror node views) as such islands with editable cells inside, and those cells are part of
 * the editor's document, not fields of their own (checked twice, with a second badge).
 */
export function editingHost(node: Node | null): HTMLElement | null {
  let el: HTMLElement | null = node instanceof HTMLElement ? node : (node?.parentElement ?? null);
  if (!el?.isContentEditable) return null;
  for (let up = el.parentElement; up; up = up.parentElement) if (up.isContentEditable) el = up;
  return el;
}

/** Which kind of field `el` is if Margin may check it, else null (and never for secrets). */
export function fieldKind(el: Element): FieldKind | null {
  if (el instanceof HTMLInputElement) {
    if (isSecretInput(el)) return null;
    if (!TEXT_INPUT_TYPES.has(el.getAttribute('type')?.toLowerCase() ?? '')) return null;
    if (el.disabled || el.readOnly || optedOut(el)) return null;
    return 'control';
  }
  if (el instanceof HTMLTextAreaElement) {
    if (el.disabled || el.readOnly || optedOut(el)) return null;
    return 'control';
  }
  if (el instanceof HTMLElement && el.isContentEditable && editingHost(el) === el) {
    if (
      optedOut(el) ||
      el.getAttribute('aria-readonly') === 'true' ||
      el.getAttribute('aria-disabled') === 'true'
    ) {
      return null;
    }
    return 'editable';
  }
  return null;
}
