import { BLOCK_SEPARATOR, BlockResultCache, batchBlocks } from '@margin/shared/check/index';
import { MarginApiError } from '@margin/shared/client';
import type { CheckResponse, ServiceStatus } from '../lib/protocol';
import { advancedEditsOf, offlineVariety, type Settings } from '../lib/settings';
import { editsToBlocks, isSpelling, type Suggestion, type WireEdit } from '../lib/suggestion';
import type { OfflineSpelling } from './offline';
import { type ServerGateway, SupersededError } from './server';

/** Cached block results (per settings); the oldest go first. */
const CACHE_ENTRIES = 3_000;
/** After /edits answers 501, use /spellcheck for this long before trying /edits again. */
const EDITS_UNAVAILABLE_MS = 5 * 60_000;

/** What the checker needs from the rest of the service worker. */
export interface CheckDeps {
  server: ServerGateway;
  offline: OfflineSpelling;
  settings: () => Settings;
  /** Personal dictionary words, lower case. */
  dictionary: () => ReadonlySet<string>;
}

/**
 * Checks blocks of text: from the response cache, else from the server (Edits; Spellcheck when the
 * server has no Edits engine), else, when the server is unreachable or refuses, from the offline
 * spell worker. The personal dictionary and rejected suggestions are applied to every result.
 */
export class CheckService {
  private readonly cache = new BlockResultCache<Suggestion[]>(CACHE_ENTRIES);
  private readonly rejected = new Set<string>();
  private editsUnavailableUntil = 0;
  /** Why the offline worker failed last time (undefined once it works). */
  private offlineProblem: string | undefined;
  private offlineUsed = false;

  constructor(private readonly deps: CheckDeps) {}

  /** Forgets cached results (settings changed). */
  clear(): void {
    this.cache.clear();
    this.editsUnavailableUntil = 0;
  }

  /** Never show this suggestion again in this browser session (the server learns it from the reject). */
  reject(s: Suggestion): void {
    this.rejected.add(rejectKey(s.original, s.replacements[0] ?? ''));
  }

  /** The status as the popup shows it. */
  status(): ServiceStatus {
    const s = this.deps.server.status;
    if (s.state === 'online') return s;
    return {
      ...s,
      offlineSpelling: this.offlineUsed && this.offlineProblem === undefined,
      reason: this.offlineProblem
        ? `${s.reason} Offline spellcheck is not available either: ${this.offlineProblem}`
        : s.reason,
    };
  }

  /**
   * Suggestions of each block. `partKey` names the part of a field: a newer check of the same part
   * replaces a queued one. `urgent` checks (where the writer is) are sent before bulk ones.
   */
  async check(blocks: string[], sessionId: string, partKey: string, urgent: boolean): Promise<CheckResponse> {
    const settings = this.deps.settings();
    // Per document: edit ids are issued to a session, and feedback must name the session they came from.
    const prefix = `${fingerprint(settings)}|${sessionId}\u0000`;
    const results: (Suggestion[] | undefined)[] = blocks.map((b) => this.cache.get(prefix + b));
    let source: CheckResponse['source'] = 'server';
    const missing = blocks.map((_, i) => i).filter((i) => results[i] === undefined);

    if (missing.length > 0 && this.deps.server.available) {
      try {
        // Blocks are sent together up to the shared batch limit (API.md recommends chunks of at most 4,000).
        for (const batch of batchBlocks(missing, (i) => blocks[i])) {
          const texts = batch.map((i) => blocks[i]);
          const edits = await this.fetchEdits(texts, sessionId, settings, { key: partKey, urgent });
          const perBlock = editsToBlocks(texts, edits);
          batch.forEach((i, k) => {
            results[i] = perBlock[k];
            this.cache.set(prefix + blocks[i], perBlock[k]);
          });
        }
      } catch (error) {
        if (error instanceof SupersededError) throw error;
        // Fall through to the offline worker for whatever the server did not answer.
      }
    }
    const stillMissing = missing.filter((i) => results[i] === undefined);
    if (stillMissing.length > 0) {
      source = 'offline';
      try {
        const texts = stillMissing.map((i) => blocks[i]);
        const found = await this.deps.offline.check(texts, offlineVariety(settings), [
          ...this.deps.dictionary(),
        ]);
        stillMissing.forEach((i, k) => {
          results[i] = found[k].map((f) => ({
            id: `offline-${hash(`${blocks[i]}|${f.start}`)}`,
            start: f.start,
            end: f.end,
            original: f.original,
            replacements: f.candidates,
            source: 'offline' as const,
          }));
        });
        this.offlineProblem = undefined;
        this.offlineUsed = true;
      } catch (error) {
        this.offlineProblem = error instanceof Error ? error.message : String(error);
        source = 'none';
      }
    }
    const dictionary = this.deps.dictionary();
    const shown = results.map((r) =>
      (r ?? []).filter(
        (s) =>
          !(isSpelling(s) && dictionary.has(s.original.toLocaleLowerCase())) &&
          !this.rejected.has(rejectKey(s.original, s.replacements[0] ?? '')),
      ),
    );
    return { blocks: shown, source, status: this.status() };
  }

  private async fetchEdits(
    texts: string[],
    sessionId: string,
    settings: Settings,
    queue: { key: string; urgent: boolean },
  ): Promise<WireEdit[]> {
    const text = texts.join(BLOCK_SEPARATOR);
    const server = this.deps.server;
    if (Date.now() >= this.editsUnavailableUntil) {
      try {
        const answer = await server.call(
          'edits',
          {
            text,
            session_id: sessionId,
            lang: settings.lang,
            variety: settings.variety,
            advanced_edits: advancedEditsOf(settings),
          },
          queue,
        );
        return answer.edits;
      } catch (error) {
        if (!(error instanceof MarginApiError && error.status === 501)) throw error;
        this.editsUnavailableUntil = Date.now() + EDITS_UNAVAILABLE_MS;
      }
    }
    const answer = await server.call(
      'spellcheck',
      { text, session_id: sessionId, lang: settings.lang, variety: settings.variety },
      queue,
    );
    return answer.edits;
  }
}

function fingerprint(s: Settings): string {
  return `${s.serverUrl}|${s.key.slice(0, 6)}|${s.lang}|${s.variety}|${JSON.stringify(s.advanced)}`;
}

function rejectKey(original: string, replacement: string): string {
  return `${original}\u0000${replacement}`;
}

function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
