import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  defaultServerSettings,
  loadServerSettings,
  type ServerSettings,
  saveServerSettings,
} from '@/utils/settings';

/** Options page: the server URL and API key. The extension issue replaces it with the full settings UI. */
function Options() {
  const [settings, setSettings] = useState<ServerSettings>(defaultServerSettings);
  const [status, setStatus] = useState('');

  useEffect(() => {
    loadServerSettings().then(setSettings);
  }, []);

  async function onSubmit(event: Event) {
    event.preventDefault();
    await saveServerSettings(settings);
    setStatus('Saved.');
  }

  return (
    <form
      onSubmit={onSubmit}
      style={{ font: '14px system-ui', padding: '16px', display: 'grid', gap: '8px' }}
    >
      <label>
        Server URL{' '}
        <input
          type="url"
          required
          value={settings.serverUrl}
          onInput={(e) => setSettings({ ...settings, serverUrl: e.currentTarget.value })}
        />
      </label>
      <label>
        API key{' '}
        <input
          type="password"
          autocomplete="off"
          value={settings.key}
          onInput={(e) => setSettings({ ...settings, key: e.currentTarget.value })}
        />
      </label>
      <div>
        <button type="submit">Save</button> <output>{status}</output>
      </div>
    </form>
  );
}

const root = document.getElementById('app');
if (root) render(<Options />, root);
