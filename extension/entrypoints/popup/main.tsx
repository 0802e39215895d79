import { render } from 'preact';

/** Popup: shows which server the extension is configured for. */
function Popup() {
  return (
    <main style={{ font: '14px system-ui', padding: '12px', minWidth: '220px' }}>
      <h1 style={{ fontSize: '16px', margin: '0 0 8px' }}>Margin</h1>
      <p style={{ margin: 0 }}>Suggestions appear as underlines in the text fields of the page.</p>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Popup />, root);
