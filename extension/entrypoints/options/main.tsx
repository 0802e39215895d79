import { languageOptions, varietiesFor, varietyName } from '@margin/shared/ui/languages';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { addWords, listWords, loadSettings, removeWord, saveSettings } from '../../lib/db';
import { askBackground } from '../../lib/pages';
import type { ConnectionKind, ConnectionResult } from '../../lib/protocol';
import {
  ADVANCED_OPTIONS,
  DEFAULT_SETTINGS,
  dashboardUrl,
  normaliseServerUrl,
  type Settings,
} from '../../lib/settings';
import './style.css';

const ADVANCED_LABELS: Record<(typeof ADVANCED_OPTIONS)[number], string> = {
  adverbs: 'Adverbs (stronger verbs)',
  simplifications: 'Simpler phrases',
  hard_to_read: 'Hard-to-read sentences',
  qualifiers: 'Qualifiers',
  voice: 'Passive voice',
  dei: 'Inclusive language',
};

/** The headline of each Test connection outcome (the details follow in a sentence). */
const CONNECTION_HEADLINES: Record<ConnectionKind, string> = {
  ok: 'Connected.',
  unreachable: 'Unreachable.',
  'not-margin': 'Not a Margin server.',
  'no-key': 'No API key.',
  'bad-key': 'Key refused.',
  problem: 'Could not connect.',
};

/** Opened by the service worker on install (`options.html?welcome`): the first-run steps are shown. */
const WELCOME = new URLSearchParams(location.search).has('welcome');

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

/** The options page (and, on install, the welcome page): server, key, language, advanced edits, disabled sites, personal dictionary. */
function Options() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [sites, setSites] = useState('');
  const [status, setStatus] = useState('');
  const [connection, setConnection] = useState<ConnectionResult | 'testing' | null>(null);
  const [savedSites, setSavedSites] = useState<string[]>([]);
  const [words, setWords] = useState<string[]>([]);
  const [newWord, setNewWord] = useState('');

  useEffect(() => {
    loadSettings().then((s) => {
      setSettings(s);
      setSites(s.disabledSites.join('\n'));
      setSavedSites(s.disabledSites);
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
    setSavedSites(disabledSites);
    await askBackground({ type: 'settings-changed' });
    setStatus('Saved.');
  }

  async function testConnection() {
    setConnection('testing');
    setConnection(
      await askBackground({
        type: 'test-connection',
        serverUrl: settings.serverUrl,
        key: settings.key.trim(),
      }),
    );
  }

  /** Turns Margin back on for one site at once (no Save needed), like the popup's switch. */
  async function enableSite(host: string) {
    await askBackground({ type: 'set-site-enabled', host, enabled: true });
    const s = await loadSettings();
    setSavedSites(s.disabledSites);
    setSites(s.disabledSites.join('\n'));
    setSettings({ ...settings, disabledSites: s.disabledSites });
    setStatus(`Margin is on again for ${host}.`);
  }

  /** Picks a variety that fits the language (English and Chinese have them; the others ignore it). */
  function changeLang(lang: Settings['lang']) {
    const fitting = varietiesFor(lang);
    const variety =
      fitting.length === 0 || fitting.includes(settings.variety as (typeof fitting)[number])
        ? settings.variety
        : fitting[0];
    update({ lang, variety });
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

  const dashboard = dashboardUrl(settings.serverUrl);
  const varieties = varietiesFor(settings.lang);
  return (
    <main>
      <h1>{WELCOME ? 'Welcome to Margin' : 'Margin settings'}</h1>
      {WELCOME && (
        <section class="welcome" aria-labelledby="welcome-steps">
          <h2 id="welcome-steps">Three steps to start</h2>
          <ol>
            <li>
              Enter the address of your Margin server (<code>npm start</code> listens on{' '}
              <code>{DEFAULT_SETTINGS.serverUrl}</code>).
            </li>
            <li>
              Get an API key from the server's dashboard
              {dashboard && (
                <>
                  {' '}
                  (
                  <a href={dashboard} target="_blank" rel="noreferrer" data-testid="dashboard-link">
                    open the dashboard
                  </a>
                  )
                </>
              )}{' '}
              and paste it below.
            </li>
            <li>Test the connection, then save.</li>
          </ol>
        </section>
      )}
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
          <p class="note">
            No key yet?{' '}
            {dashboard ? (
              <a href={dashboard} target="_blank" rel="noreferrer">
                Get one from the server's dashboard
              </a>
            ) : (
              "Get one from the server's dashboard"
            )}{' '}
            (sign in, then create a key).
          </p>
          <div class="row">
            <button type="button" name="test" onClick={testConnection}>
              Test connection
            </button>
            <output
              class={connection === 'testing' || !connection ? '' : connection.ok ? 'ok' : 'bad'}
              data-testid="connection"
              data-kind={connection && connection !== 'testing' ? connection.kind : undefined}
              aria-live="polite"
            >
              {connection === 'testing' ? (
                'Testing…'
              ) : connection ? (
                <>
                  <strong>{CONNECTION_HEADLINES[connection.kind]}</strong> {connection.message}
                </>
              ) : null}
            </output>
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
              onChange={(e) => changeLang(e.currentTarget.value as Settings['lang'])}
            >
              {languageOptions().map((l) => (
                <option value={l.code}>{l.name}</option>
              ))}
            </select>
          </label>
          {varieties.length > 0 ? (
            <label>
              Variety
              <select
                name="variety"
                value={settings.variety}
                onChange={(e) => update({ variety: e.currentTarget.value as Settings['variety'] })}
              >
                {varieties.map((v) => (
                  <option value={v}>{varietyName(v)}</option>
                ))}
              </select>
            </label>
          ) : (
            <p class="note">This language has no regional varieties to choose from.</p>
          )}
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
          {savedSites.length === 0 ? (
            <p class="note">Margin checks every site. Turn it off for one from the toolbar button.</p>
          ) : (
            <ul class="sites" aria-label="Sites where Margin is off">
              {savedSites.map((host) => (
                <li key={host}>
                  <span>{host}</span>
                  <button
                    type="button"
                    aria-label={`Turn on again for ${host}`}
                    onClick={() => enableSite(host)}
                  >
                    Turn on again
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label>
            Edit the list (host names, one per line; saved with Save)
            <textarea
              name="disabledSites"
              rows={3}
              placeholder="mail.example.com"
              value={sites}
              onInput={(e) => setSites(e.currentTarget.value)}
              data-margin-ignore
            />
          </label>
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
          <label class="inline" for="new-word">
            New word
          </label>
          <input
            id="new-word"
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
