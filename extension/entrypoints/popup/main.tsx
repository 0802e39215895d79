import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { askBackground } from '../../lib/pages';
import type { PopupState } from '../../lib/protocol';
import './style.css';

/** What the popup says about the service: online, offline spelling, or the server's error. */
function describe(state: PopupState): { label: string; tone: 'ok' | 'warn' | 'bad' | 'idle' } {
  const s = state.status;
  // A fresh install is not an error: it has not been connected yet (the note below says how).
  if (!state.hasKey && s.state !== 'online') return { label: 'Needs an API key', tone: 'idle' };
  if (s.state === 'online') return { label: 'Online', tone: 'ok' };
  if (s.state === 'unknown') return { label: 'Not connected yet', tone: 'idle' };
  if (s.offlineSpelling) return { label: 'Offline spellcheck', tone: 'warn' };
  return { label: s.state === 'error' ? 'Server error' : 'Server unreachable', tone: 'bad' };
}

/** Popup: on/off for this site, where suggestions come from (and why not the server), and the count. */
function Popup() {
  const [state, setState] = useState<PopupState | null>(null);

  async function refresh() {
    // popup.html?tab=<id> shows the popup for that tab when opened as a page (the end-to-end tests
    // cannot click the toolbar button); the toolbar popup is for the active tab.
    const asked = Number(new URLSearchParams(location.search).get('tab') ?? Number.NaN);
    let tab: Browser.tabs.Tab | undefined;
    try {
      tab = Number.isInteger(asked)
        ? await browser.tabs.get(asked)
        : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
    } catch {
      // the tab is gone
    }
    let host = '';
    try {
      const url = tab?.url ? new URL(tab.url) : undefined;
      // Only web pages have sites to switch; the extension's own pages and about: pages do not.
      // (Without the tab's URL the service worker answers with the host its content script reported.)
      host = url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.hostname : '';
    } catch {
      // a page without a host name
    }
    setState(await askBackground({ type: 'popup-state', tabId: tab?.id ?? -1, host }));
  }

  useEffect(() => {
    void refresh();
  }, []);

  if (!state) return <main class="popup">…</main>;
  const view = describe(state);
  return (
    <main class="popup">
      <h1>Margin</h1>
      {state.host && (
        <label class="site">
          <input
            type="checkbox"
            role="switch"
            aria-checked={state.enabled}
            name="site-enabled"
            checked={state.enabled}
            onChange={async (e) => {
              await askBackground({
                type: 'set-site-enabled',
                host: state.host,
                enabled: e.currentTarget.checked,
              });
              await refresh();
            }}
          />
          <span>
            Check on this site
            <span class="host">{state.host}</span>
          </span>
        </label>
      )}
      {state.host && !state.enabled && (
        <p class="note" data-testid="site-off">
          Margin does not read or check fields on {state.host}.
        </p>
      )}
      <p class={`status ${view.tone}`} data-testid="status" data-state={state.status.state}>
        <span class="dot" aria-hidden="true" />
        {view.label}
      </p>
      {state.status.state !== 'online' && state.status.state !== 'unknown' && (
        <p class="reason" data-testid="reason">
          {state.status.reason}
        </p>
      )}
      {!state.hasKey && (
        <p class="note" data-testid="no-key">
          No API key yet: open Settings to connect to your Margin server.
        </p>
      )}
      <p data-testid="count">
        {state.count} suggestion{state.count === 1 ? '' : 's'} on this page
      </p>
      <p class="server">Server: {state.serverUrl}</p>
      <button type="button" onClick={() => browser.runtime.openOptionsPage()}>
        Settings
      </button>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Popup />, root);
