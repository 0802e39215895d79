import type { EditsLang, Variety } from '@margin/shared/contract';
import type { z } from 'zod';

/** The advanced edit options the options page offers (API.md "Advanced edits"). */
export const ADVANCED_OPTIONS = [
  'adverbs',
  'simplifications',
  'hard_to_read',
  'qualifiers',
  'voice',
  'dei',
] as const;

export type AdvancedOption = (typeof ADVANCED_OPTIONS)[number];

/** Everything the user configures; stored in IndexedDB in the extension's origin, never synced. */
export interface Settings {
  /** Base URL of the Margin server, e.g. `http://localhost:8787`. */
  serverUrl: string;
  /** API key sent with every request to that server (and nowhere else). */
  key: string;
  /** @default 'en' */
  lang: z.input<typeof EditsLang>;
  /** @default 'us-variety' */
  variety: z.input<typeof Variety>;
  /** Advanced edits turned on (all off by default: they are opinions, not mistakes). */
  advanced: Record<AdvancedOption, boolean>;
  /** Host names where the extension does nothing. */
  disabledSites: string[];
}

export const DEFAULT_SETTINGS: Settings = {
  serverUrl: 'http://localhost:8787',
  key: '',
  lang: 'en',
  variety: 'us-variety',
  advanced: {
    adverbs: false,
    simplifications: false,
    hard_to_read: false,
    qualifiers: false,
    voice: false,
    dei: false,
  },
  disabledSites: [],
};

/** Fills what a stored (possibly older) settings record lacks from the defaults. */
export function withDefaults(stored: Partial<Settings> | undefined): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    advanced: { ...DEFAULT_SETTINGS.advanced, ...stored?.advanced },
    disabledSites: stored?.disabledSites ?? [],
  };
}

/** The `advanced_edits` object of an Edits request, or undefined when none is on. */
export function advancedEditsOf(settings: Settings): Record<string, boolean> | undefined {
  const on = ADVANCED_OPTIONS.filter((o) => settings.advanced[o]);
  if (on.length === 0) return undefined;
  return Object.fromEntries(on.map((o) => [o, true]));
}

/** Whether the extension is turned off on `host`. */
export function isSiteDisabled(settings: Settings, host: string): boolean {
  return settings.disabledSites.includes(host.toLowerCase());
}

/** The English variety the offline spell worker uses: us, gb, au or ca (other values fall back to us). */
export function offlineVariety(settings: Settings): 'us' | 'gb' | 'au' | 'ca' {
  const v = settings.variety.replace('-variety', '');
  return v === 'gb' || v === 'au' || v === 'ca' ? v : 'us';
}

/** Normalises a server URL as typed ("localhost:8787/" → "http://localhost:8787"); throws on nonsense. */
export function normaliseServerUrl(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  const url = new URL(withScheme);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The server URL must start with http:// or https:// (got ${url.protocol})`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Where a user of the server at `serverUrl` gets an API key (its dashboard), or undefined for a malformed URL. */
export function dashboardUrl(serverUrl: string): string | undefined {
  try {
    return `${normaliseServerUrl(serverUrl)}/dashboard`;
  } catch {
    return undefined;
  }
}
