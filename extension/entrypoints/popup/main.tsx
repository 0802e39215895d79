import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadServerSettings } from '@/utils/settings';

/** Popup: shows which server the extension is configured for and links to the options page. */
function Popup() {
  const [serverUrl, setServerUrl] = useState('');

  useEffect(() => {
    loadServerSettings().then((s) => setServerUrl(s.serverUrl));
  }, []);

  return (
    <main style={{ font: '14px system-ui', padding: '12px', minWidth: '220px' }}>
      <h1 style={{ fontSize: '16px', margin: '0 0 8px' }}>Margin</h1>
      <p style={{ margin: '0 0 8px' }}>Suggestions appear as underlines in the text fields of the page.</p>
      <p style={{ margin: '0 0 8px' }}>Server: {serverUrl || '…'}</p>
      <button type="button" onClick={() => browser.runtime.openOptionsPage()}>
        Settings
      </button>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Popup />, root);
