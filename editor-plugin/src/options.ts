import { createClient, type MarginClient } from '@margin/shared/client';
import type { AdvancedEdits, EditsLang, Variety } from '@margin/shared/contract';
import type { z } from 'zod';
import type { MarginEvents } from './events';

/** Options of the Margin TipTap extension and of the plain ProseMirror plugin. */
export interface MarginOptions {
  /**
   * A ready client (from `createClient` in `@margin/shared/client`); when given, `baseUrl` and `key`
   * are ignored. Pass one to share a client or to add headers.
   * @default undefined (a client is built from baseUrl and key)
   */
  client?: MarginClient;
  /**
   * Base URL of the Margin server; `''` means the page's own origin.
   * @default ''
   */
  baseUrl: string;
  /**
   * API key sent with every request. An empty or wrong key shows "API key refused" in the status line.
   * @default ''
   */
  key: string;
  /**
   * Language of the text (the edits endpoint's `lang`; `auto` lets the server detect it).
   * @default 'en'
   */
  lang: z.input<typeof EditsLang>;
  /**
   * English or Chinese variety (`us-variety`, `gb-variety`, …).
   * @default undefined (the account's setting)
   */
  variety?: z.input<typeof Variety>;
  /**
   * Advanced style and inclusivity edits (English only), e.g. `{ voice: true, adverbs: true }`.
   * @default undefined (none)
   */
  advancedEdits?: z.input<typeof AdvancedEdits>;
  /**
   * Your user's id, so accept/reject preferences are kept per user.
   * @default undefined
   */
  userId?: string;
  /**
   * Names the document for the server (feedback is recorded once per edit per document).
   * @default a random UUID per editor instance
   */
  sessionId?: string;
  /**
   * Quiet time after the last change before changed blocks are checked, so typing does not send a
   * request per keystroke.
   * @default 500
   */
  debounceMs: number;
  /**
   * A request that has not answered after this long is abandoned and retried with backoff.
   * @default 20000
   */
  timeoutMs: number;
  /**
   * Whether text is checked and underlined. Turn it on and off with the `setMarginEnabled` command.
   * @default true
   */
  enabled: boolean;
  /**
   * Whether the plugin draws its own suggestion card, selection toolbar (Rephrase, Tone) and status
   * line. Turn it off to build your own UI from the commands and events.
   * @default true
   */
  ui: boolean;
  /**
   * Opens a suggestion's card when the pointer rests on its underline for this long; 0 opens cards
   * on click only.
   * @default 400
   */
  hoverDelayMs: number;
  /**
   * Called on every event (`status`, `suggestions`, `accept`, `reject`, `dictionary`, `error`).
   * @default undefined
   */
  onEvent?: <K extends keyof MarginEvents>(event: K, payload: MarginEvents[K]) => void;
}

/** The defaults of every option that has one. */
export const DEFAULT_OPTIONS: MarginOptions = {
  baseUrl: '',
  key: '',
  lang: 'en',
  debounceMs: 500,
  hoverDelayMs: 400,
  timeoutMs: 20_000,
  enabled: true,
  ui: true,
};

/** The client the options describe. */
export function clientFor(options: MarginOptions): MarginClient {
  return options.client ?? createClient({ baseUrl: options.baseUrl, key: options.key || undefined });
}

/** A random document id (crypto.randomUUID needs a secure context; plain http pages may lack it). */
export function randomSessionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) {
    try {
      return crypto.randomUUID();
    } catch {
      // insecure context: fall through
    }
  }
  return `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
