import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type Settings, withDefaults } from './settings';

interface MarginDb extends DBSchema {
  settings: { key: string; value: Partial<Settings> };
  /** The personal dictionary: one record per word, keyed by its lower-case form. */
  dictionary: { key: string; value: { word: string; added: number } };
}

const DB_NAME = 'margin';
const SETTINGS_KEY = 'settings';

let opening: Promise<IDBPDatabase<MarginDb>> | undefined;

/** The extension's IndexedDB (in the extension origin: the options page, popup and service worker share it). */
function db(): Promise<IDBPDatabase<MarginDb>> {
  opening ??= openDB<MarginDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('settings');
      database.createObjectStore('dictionary');
    },
  });
  return opening;
}

/** Reads the settings, with defaults for anything not set. */
export async function loadSettings(): Promise<Settings> {
  return withDefaults(await (await db()).get('settings', SETTINGS_KEY));
}

/** Saves the settings. */
export async function saveSettings(settings: Settings): Promise<void> {
  await (await db()).put('settings', settings, SETTINGS_KEY);
}

/** Personal dictionary words, oldest first, as the user typed them. */
export async function listWords(): Promise<string[]> {
  const rows = await (await db()).getAll('dictionary');
  return rows.sort((a, b) => a.added - b.added).map((r) => r.word);
}

/** Adds words (trimmed, blank ones ignored); returns how many were new. */
export async function addWords(words: Iterable<string>): Promise<number> {
  const database = await db();
  const tx = database.transaction('dictionary', 'readwrite');
  let added = 0;
  const now = Date.now();
  for (const raw of words) {
    const word = raw.trim();
    if (!word || word.length > 200) continue;
    const key = word.toLocaleLowerCase();
    if ((await tx.store.get(key)) === undefined) {
      await tx.store.put({ word, added: now + added }, key);
      added++;
    }
  }
  await tx.done;
  return added;
}

/** Removes a word (any case). */
export async function removeWord(word: string): Promise<void> {
  await (await db()).delete('dictionary', word.trim().toLocaleLowerCase());
}
