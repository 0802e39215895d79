import { isLoopback } from '../config';
import type { AppDeps } from '../deps';
import { escapeHtml, scriptJson } from '../playground/page';

/** What the demo script reads from the page. */
export interface DemoConfig {
  /** The operator key, only when the server listens on loopback (as the playground does). */
  key: string;
}

const STYLES = `
:root{font-family:system-ui,sans-serif;color:#1d2433;background:#f6f7f9;color-scheme:light dark}
body{margin:0}
header{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:.6rem 1.2rem;background:#1d2433;color:#fff}
header a{color:#fff}
main{max-width:820px;margin:1.5rem auto;padding:0 1rem}
.bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin-bottom:.75rem}
.bar label{display:flex;flex-direction:column;font-size:.85em;color:#5b6475;gap:.2rem}
.bar input,.bar select{font:inherit;padding:.3rem .5rem;border:1px solid #b8bfcc;border-radius:4px}
.bar button{font:inherit;padding:.35rem .8rem;border-radius:4px;border:1px solid #3056d3;background:#3056d3;color:#fff;cursor:pointer}
.bar button.ghost{background:#fff;color:#3056d3}
#editor .ProseMirror{min-height:320px;background:#fff;border:1px solid #d6dae1;border-radius:8px;padding:1rem 1.2rem;line-height:1.6;outline:none}
#editor .ProseMirror:focus{border-color:#3056d3;box-shadow:0 0 0 3px #3056d333}
.hint{color:#5b6475;font-size:.9em}
kbd{border:1px solid #c9ced8;border-bottom-width:2px;border-radius:4px;padding:0 .3rem;font-size:.85em;background:#fff}
@media (prefers-color-scheme:dark){
:root{color:#e6e9ef;background:#14171f}
header{background:#0b0d12}
.bar label,.hint{color:#b8bfcc}
.bar input,.bar select{color:#e6e9ef;background:#2a303c;border-color:#4a5263}
.bar button.ghost{background:#1f2430;color:#8fb0ff;border-color:#8fb0ff}
#editor .ProseMirror{background:#1f2430;border-color:#3a4150;color:#e6e9ef}
#editor .ProseMirror:focus{border-color:#8fb0ff;box-shadow:0 0 0 3px #8fb0ff33}
kbd{background:#2a303c;border-color:#4a5263}
}
`;

/** The editor demo at GET /editor: a TipTap editor with the Margin plugin against this server. */
export function editorDemoPage(deps: AppDeps, embedKey = isLoopback(deps.config.host)): string {
  const loopback = embedKey;
  const config: DemoConfig = { key: loopback ? (deps.operatorKey ?? '') : '' };
  const keyHint = config.key
    ? 'Using the operator key because this server listens only on loopback.'
    : 'Paste an API key to check text (this server never puts the operator key in a page it serves to the network).';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Margin editor demo</title>
<link rel="icon" href="data:,">
<style>${STYLES}</style>
</head>
<body>
<header><strong>Margin · editor plugin demo</strong><nav><a href="/">Playground</a></nav></header>
<main>
  <div class="bar">
    <label>API key<input id="key" type="password" autocomplete="off" spellcheck="false" size="34" value="${escapeHtml(config.key)}"></label>
    <label>Language<select id="lang"><option value="en" selected>English</option><option value="auto">Detect</option></select></label>
    <button type="button" id="check">Check now</button>
    <button type="button" id="tone" class="ghost">Tone of the document</button>
  </div>
  <p class="hint" id="key-hint">${escapeHtml(keyHint)}</p>
  <div id="editor" spellcheck="false"></div>
  <p class="hint">Click an underline for its card. <kbd>Alt</kbd>+<kbd>↓</kbd> / <kbd>Alt</kbd>+<kbd>↑</kbd> move between suggestions; <kbd>Enter</kbd> accepts, <kbd>Esc</kbd> closes. Select text for Rephrase and Tone.</p>
</main>
<script type="application/json" id="margin-config">${scriptJson(config)}</script>
<script type="module" src="/editor/assets/demo.js"></script>
</body>
</html>`;
}
