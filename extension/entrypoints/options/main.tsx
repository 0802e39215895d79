import { EDITS_LANGS, VARIETIES } from '@margin/shared/contract/constants';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { addWords, listWords, loadSettings, removeWord, saveSettings } from '../../lib/db';
import { askBackground } from '../../lib/pages';
import { ADVANCED_OPTIONS, DEFAULT_SETTINGS, normaliseServerUrl, type Settings } from '../../lib/settings';
import './style.css';

const ADVANCED_LABELS: Record<(typeof ADVANCED_OPTIONS)[number], string> = {
  adverbs: 'Adverbs (stronger verbs)',
  simplifications: 'Simpler phrases',
  hard_to_read: 'Hard-to-read sentences',
  qualifiers: 'Qualifiers',
  voice: 'Passive voice',
  dei: 'Inclusive language',
};

/** Asks for access to the server's origin so the service worker can call it whatever its CORS settings. */
function requestServerAccess(serverUrl: string): void {
  try {
    const origin = new URL(serverUrl).origin;
    // Must run inside the click's user gesture, so it is not awaited before anything else.
    browser.permissions.request({ origins: [`${origin}/*`] }).catch(() => {});
  } catch {
    // an invalid URL is reported by the save itself
  }
}

/** The options page: server, key, language, advanced edits, disabled sites, personal dictionary. */
function Options() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [sites, setSites] = useState('');
  const [status, setStatus] = useState('');
  const [connection, setConnection] = useState<{ ok: boolean; message: string } | null>(null);
  const [words, setWords] = useState<string[]>([]);
  const [newWord, setNewWord] = useState('');

  useEffect(() => {
    loadSettings().then((s) => {
      setSettings(s);
      setSites(s.disabledSites.join('\n'));
    });
    listWords().then(setWords);
  }, []);

  const update = (patch: Partial<Settings>) => setSettings({ ...settings, ...patch });

  async function save(event: Event) {
    event.preventDefault();
    requestServerAccess(settings.serverUrl);
    setStatus('Saving…');
    let serverUrl: string;
    try {
      serverUrl = normaliseServerUrl(settings.serverUrl);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
      return;
    }
    const disabledSites = [
      ...new Set(
        sites
          .split(/[\s,]+/)
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    const next = { ...settings, serverUrl, key: settings.key.trim(), disabledSites };
    await saveSettings(next);
    setSettings(next);
    await askBackground({ type: 'settings-changed' });
    setStatus('Saved.');
  }

  async function testConnection() {
    setConnection({ ok: true, message: 'Testing…' });
    setConnection(
      await askBackground({
        type: 'test-connection',
        serverUrl: settings.serverUrl,
        key: settings.key.trim(),
      }),
    );
  }

  async function dictionaryChanged() {
    setWords(await listWords());
    await askBackground({ type: 'settings-changed' });
  }

  async function add(event: Event) {
    event.preventDefault();
    if (!newWord.trim()) return;
    await addWords([newWord]);
    setNewWord('');
    await dictionaryChanged();
  }

  async function importWords(event: Event) {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    const added = await addWords((await file.text()).split(/\r?\n/));
    setStatus(`Imported ${added} new word${added === 1 ? '' : 's'}.`);
    await dictionaryChanged();
  }

  function exportWords() {
    const url = URL.createObjectURL(new Blob([`${words.join('\n')}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'margin-dictionary.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <main>
      <h1>Margin</h1>
      <form onSubmit={save}>
        <fieldset>
          <legend>Server</legend>
          <label>
            Server URL
            <input
              name="serverUrl"
              type="text"
              required
              value={settings.serverUrl}
              onInput={(e) => update({ serverUrl: e.currentTarget.value })}
            />
          </label>
          <label>
            API key
            <input
              name="key"
              type="password"
              autocomplete="off"
              value={settings.key}
              onInput={(e) => update({ key: e.currentTarget.value })}
            />
          </label>
          <div class="row">
            <button type="button" name="test" onClick={testConnection}>
              Test connection
            </button>
            {connection && (
              <output class={connection.ok ? 'ok' : 'bad'} data-testid="connection">
                {connection.message}
              </output>
            )}
          </div>
          <p class="note">Text you check is sent to this server only, with this key.</p>
        </fieldset>
        <fieldset>
          <legend>Language</legend>
          <label>
            Language
            <select
              name="lang"
              value={settings.lang}
              onChange={(e) => update({ lang: e.currentTarget.value as Settings['lang'] })}
            >
              {EDITS_LANGS.map((l) => (
                <option value={l}>{l}</option>
              ))}
            </select>
          </label>
          <label>
            Variety
            <select
              name="variety"
              value={settings.variety}
              onChange={(e) => update({ variety: e.currentTarget.value as Settings['variety'] })}
            >
              {VARIETIES.map((v) => (
                <option value={v}>{v}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Advanced edits (English)</legend>
          {ADVANCED_OPTIONS.map((o) => (
            <label class="check">
              <input
                type="checkbox"
                name={`advanced-${o}`}
                checked={settings.advanced[o]}
                onChange={(e) => update({ advanced: { ...settings.advanced, [o]: e.currentTarget.checked } })}
              />
              {ADVANCED_LABELS[o]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Sites where Margin is off</legend>
          <textarea
            name="disabledSites"
            rows={4}
            placeholder="one host name per line, e.g. mail.example.com"
            value={sites}
            onInput={(e) => setSites(e.currentTarget.value)}
            data-margin-ignore
          />
        </fieldset>
        <div class="row">
          <button type="submit" name="save">
            Save
          </button>
          <output data-testid="status">{status}</output>
        </div>
      </form>
      <section>
        <h2>Personal dictionary</h2>
        <p class="note">Words here are never flagged as misspelled, online or offline.</p>
        <form class="row" onSubmit={add}>
          <input
            name="word"
            type="text"
            value={newWord}
            onInput={(e) => setNewWord(e.currentTarget.value)}
            data-margin-ignore
          />
          <button type="submit">Add</button>
        </form>
        <ul class="words">
          {words.map((w) => (
            <li key={w}>
              <span>{w}</span>
              <button
                type="button"
                aria-label={`Remove ${w}`}
                onClick={() => removeWord(w).then(dictionaryChanged)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div class="row">
          <label class="file">
            Import (one word per line)
            <input type="file" accept=".txt,text/plain" onChange={importWords} />
          </label>
          <button type="button" onClick={exportWords} disabled={words.length === 0}>
            Export
          </button>
        </div>
      </section>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Options />, root);
