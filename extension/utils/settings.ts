/** Where the extension finds its Margin server; kept in chrome.storage.local so it never syncs off the device. */
export interface ServerSettings {
  /** Base URL of the Margin server, e.g. `http://localhost:8787`. */
  serverUrl: string;
  /** API key sent with every request. */
  key: string;
}

export const defaultServerSettings: ServerSettings = { serverUrl: 'http://localhost:8787', key: '' };

const STORAGE_KEY = 'margin.server';

/** Reads the saved server settings, falling back to the defaults for anything missing. */
export async function loadServerSettings(): Promise<ServerSettings> {
  const stored = await browser.storage.local.get(STORAGE_KEY);
  return { ...defaultServerSettings, ...(stored[STORAGE_KEY] as Partial<ServerSettings> | undefined) };
}

/** Saves the server settings. */
export async function saveServerSettings(settings: ServerSettings): Promise<void> {
  await browser.storage.local.set({ [STORAGE_KEY]: settings });
}
