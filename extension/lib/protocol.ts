import type { RephraseChoice, RephraseOption } from '@margin/shared/ui/index';
import type { ToneAnalysis } from '@margin/shared/ui/tones';
import type { Suggestion } from './suggestion';

/**
 * Messages between the parts of the extension. Content scripts talk only to the service worker,
 * which is the only part that calls the server; the offscreen document hosts the spell worker.
 */

/** What the status line and the popup say about where suggestions come from. */
export interface ServiceStatus {
  /** `online`: the server answers. `offline`: unreachable, spelling from the local worker. `error`: the server refused (key, quota). */
  state: 'online' | 'offline' | 'error' | 'unknown';
  /** A sentence a user can act on, e.g. "The API key was refused (401): key: invalid". */
  reason: string;
  /** Whether the local spell worker is serving spelling. */
  offlineSpelling: boolean;
}

/** A failed server call, carried across the message boundary (errors do not survive it). */
export interface WireFailure {
  status: number;
  msg: string;
  retryAfter?: number;
  endpoint: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; failure: WireFailure };

/** Suggestions of each block sent, in order; `source` says who produced them. */
export interface CheckResponse {
  blocks: Suggestion[][];
  source: 'server' | 'offline' | 'none';
  status: ServiceStatus;
  /** A newer check of the same field replaced this one before it was sent: ignore it. */
  superseded?: boolean;
}

/** Content script → service worker. */
export type ContentRequest =
  | { type: 'config' }
  | {
      type: 'check';
      sessionId: string;
      blocks: string[];
      /** Names the part of the field (its first block's ordinal): a newer check of it replaces a queued one. */
      part: string;
      /** The part the writer is in: sent before bulk checks of the rest of a long field. */
      urgent: boolean;
    }
  | { type: 'feedback'; verdict: 'accept' | 'reject'; suggestion: Suggestion; sessionId: string }
  | { type: 'add-word'; word: string }
  | { type: 'rephrase'; text: string; choice: RephraseChoice }
  | { type: 'tone'; text: string }
  | { type: 'report-count'; count: number }
  /** An error the content script caught (it never reaches the page): logged by the service worker. */
  | { type: 'content-error'; where: string; message: string };

/** What the content script needs to know about its page. */
export interface ContentConfig {
  enabled: boolean;
  status: ServiceStatus;
}

export interface ContentResponses {
  config: ContentConfig;
  check: CheckResponse;
  feedback: { ok: boolean };
  'add-word': { ok: boolean };
  rephrase: Result<RephraseOption[]>;
  tone: Result<ToneAnalysis>;
  'report-count': { ok: true };
  'content-error': { ok: true };
}

/** Popup and options page → service worker. */
export type PageRequest =
  | { type: 'popup-state'; tabId: number; host: string }
  | { type: 'set-site-enabled'; host: string; enabled: boolean }
  | { type: 'settings-changed' }
  | { type: 'test-connection'; serverUrl: string; key: string };

export interface PopupState {
  host: string;
  enabled: boolean;
  status: ServiceStatus;
  /** Suggestions underlined in the tab (all frames). */
  count: number;
  serverUrl: string;
  /** Whether an API key is set (without one the popup points to the options page). */
  hasKey: boolean;
}

/** What Test connection found: `ok` is the only kind with `ok: true`. */
export type ConnectionKind = 'ok' | 'unreachable' | 'not-margin' | 'no-key' | 'bad-key' | 'problem';

export interface ConnectionResult {
  ok: boolean;
  kind: ConnectionKind;
  /** The details in a sentence (the server's answer time, or what it said). */
  message: string;
}

export interface PageResponses {
  'popup-state': PopupState;
  'set-site-enabled': { ok: true };
  'settings-changed': { ok: true };
  'test-connection': ConnectionResult;
}

/** Service worker → content scripts: settings changed (each asks for its page's config again). */
export type BroadcastMessage = { type: 'config-changed' };

/** Service worker → offscreen document (which relays to the spell worker). */
export type OffscreenRequest =
  | { target: 'offscreen'; type: 'spell-check'; blocks: string[]; variety: string; userWords: string[] }
  | { target: 'offscreen'; type: 'spell-warm'; variety: string };

/** One finding of the spell worker: UTF-16 offsets relative to its block. */
export interface OfflineFinding {
  start: number;
  end: number;
  original: string;
  candidates: string[];
}

export type OffscreenResponse =
  | {
      ok: true;
      blocks: OfflineFinding[][];
      /** How long the speller took to load (about 0 once loaded). */
      readyMs: number;
      /** Whether the context reranker ordered the candidates (it finishes loading after the dictionary). */
      neural: boolean;
    }
  | { ok: false; error: string };
