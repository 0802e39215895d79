import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { askBackground } from '../../lib/pages';
import type { PopupState } from '../../lib/protocol';

/** What the popup says about the service: online, offline spelling, or the server's error. */
function describe(state: PopupState): { label: string; tone: 'ok' | 'warn' | 'bad' | 'idle' } {
  const s = state.status;
  if (s.state === 'online') return { label: 'Online', tone: 'ok' };
  if (s.state === 'unknown') return { label: 'Not connected yet', tone: 'idle' };
  if (s.offlineSpelling) return { label: 'Offline spellcheck', tone: 'warn' };
  return { label: s.state === 'error' ? 'Server error' : 'Server unreachable', tone: 'bad' };
}

/** Popup: on/off for this site, where suggestions come from (and why not the server), and the count. */
function Popup() {
  const [state, setState] = useState<PopupState | null>(null);
  const [tabId, setTabId] = useState<number | null>(null);

  async function refresh() {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    let host = '';
    try {
      host = tab?.url ? new URL(tab.url).hostname : '';
    } catch {
      // a page without a host name
    }
    setTabId(tab?.id ?? -1);
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
          On for {state.host}
        </label>
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
      <p data-testid="count">
        {state.count} suggestion{state.count === 1 ? '' : 's'} on this page
      </p>
      <p class="server">Server: {state.serverUrl}</p>
      <button type="button" onClick={() => browser.runtime.openOptionsPage()} data-tab={tabId}>
        Settings
      </button>
    </main>
  );
}

const style = document.createElement('style');
style.textContent = `
.popup{font:14px/1.4 system-ui,sans-serif;padding:12px;min-width:240px;color:#1d2433}
h1{font-size:16px;margin:0 0 8px}
p{margin:0 0 8px}
.site{display:flex;gap:6px;align-items:center;margin-bottom:8px}
.status{display:flex;gap:6px;align-items:center;font-weight:600}
.dot{width:8px;height:8px;border-radius:50%;background:#d0d5dd}
.ok .dot{background:#12b76a}.warn .dot{background:#f79009}.bad .dot{background:#d92d20}
.reason{color:#b42318;font-size:13px}
.server{color:#5b6475;font-size:12px;word-break:break-all}
`;
document.head.append(style);
const root = document.getElementById('app');
if (root) render(<Popup />, root);
