import { boxBorder, CATEGORY_STYLES } from './categories';

// Each category sets its colour, its underline style in text and its bottom border for boxes.
const categoryRules = CATEGORY_STYLES.map(
  (c) =>
    `.margin-cat-${c.slug}{--margin-color:${c.color};--margin-line:${c.line};--margin-border:${boxBorder(c)}}`,
).join('\n');

/**
 * The UI kit's stylesheet: underline colours by category, the card, the selection toolbar, the
 * panels and the status line. Everything is namespaced `margin-` so it cannot restyle the host page.
 */
export const MARGIN_UI_CSS = `
${categoryRules}
.margin-underline{text-decoration-line:underline;text-decoration-style:var(--margin-line,wavy);text-decoration-color:var(--margin-color,#d55e00);text-decoration-thickness:1.5px;text-underline-offset:3px;text-decoration-skip-ink:none;cursor:pointer}
.margin-underline.margin-active{background:color-mix(in srgb,var(--margin-color,#d55e00) 14%,transparent)}
.margin-tone-highlight{background:#fff3bf;box-shadow:0 0 0 1px #f5d565}
.margin-layer{position:absolute;top:0;left:0;z-index:2147483000;font:14px/1.4 system-ui,sans-serif;color:#1d2433}
.margin-pop{position:absolute;max-width:min(360px,calc(100vw - 16px))}
.margin-card,.margin-panel,.margin-toolbar{background:#fff;border:1px solid #d6dae1;border-radius:8px;box-shadow:0 6px 24px rgba(16,24,40,.16)}
.margin-card{padding:10px 12px;min-width:220px}
.margin-card-title{display:flex;align-items:center;gap:6px;font-size:12px;font-weight:600;color:#5b6475;text-transform:uppercase;letter-spacing:.03em}
.margin-card-dot{width:8px;height:8px;border-radius:50%;background:var(--margin-color,#d55e00)}
.margin-card-replacements{border:0;padding:0;min-width:0;display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 4px}
.margin-card button,.margin-panel button,.margin-toolbar button{font:inherit;cursor:pointer;border-radius:6px}
.margin-card-accept{border:1px solid var(--margin-color,#d55e00);background:#fff;padding:3px 8px;color:#1d2433}
.margin-card-accept:hover,.margin-card-accept:focus-visible{background:var(--margin-color,#d55e00);color:#fff}
.margin-card-accept:hover .margin-card-original,.margin-card-accept:focus-visible .margin-card-original{color:#fff}
.margin-card-original{text-decoration:line-through;color:#5b6475}
.margin-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.margin-card-desc{margin:6px 0;color:#3b4556}
.margin-card-actions{display:flex;gap:6px}
.margin-card-actions button,.margin-panel button{border:1px solid #d6dae1;background:#f6f7f9;padding:3px 8px;color:#1d2433}
.margin-list-items{list-style:none;margin:6px 0 0;padding:0;display:grid;gap:2px;max-height:280px;overflow:auto}
.margin-card .margin-list-item{display:flex;align-items:center;gap:6px;width:100%;text-align:left;border:0;background:transparent;padding:4px 6px;color:inherit}
.margin-card .margin-list-item:hover,.margin-card .margin-list-item:focus-visible{background:#eef1fb}
.margin-list-category{font-size:12px;color:#5b6475}
.margin-card-notice{margin:6px 0 0;color:#b42318;font-size:13px}
.margin-toolbar{display:flex;gap:2px;padding:3px}
.margin-toolbar button{border:0;background:transparent;padding:4px 10px;color:#1d2433}
.margin-toolbar button:hover,.margin-toolbar button:focus-visible{background:#eef1fb}
.margin-panel{padding:8px 10px;width:300px}
.margin-panel-head{display:flex;justify-content:space-between;align-items:center;font-weight:600;margin-bottom:6px}
.margin-panel .margin-close{border:0;background:transparent;font-size:18px;line-height:1;padding:0 4px}
.margin-menus{display:flex;gap:6px;align-items:flex-start}
.margin-menu{display:flex;flex-direction:column;min-width:130px}
.margin-panel .margin-menu button{border:0;background:transparent;text-align:left;padding:4px 8px}
.margin-panel .margin-menu button:hover,.margin-panel .margin-menu button:focus-visible,.margin-menu button[aria-expanded=true]{background:#eef1fb}
.margin-results{list-style:none;margin:0 0 6px;padding:0;max-height:260px;overflow:auto}
.margin-results li{border-bottom:1px solid #eceef2;padding:6px 0}
.margin-result-text{margin:0 0 4px}
.margin-panel .margin-replace{background:#3056d3;border-color:#3056d3;color:#fff}
.margin-panel .margin-link{border:0;background:transparent;color:#3056d3;padding:0}
.margin-panel-note{margin:4px 0;color:#5b6475}
.margin-panel-failure{margin:4px 0;color:#b42318}
.margin-panel-failure p{margin:0 0 6px}
.margin-tones{list-style:none;margin:0;padding:0}
.margin-panel .margin-tone{display:flex;width:100%;gap:8px;align-items:center;padding:4px 6px;border:0;background:transparent;text-align:left;cursor:default}
.margin-tone:hover,.margin-tone:focus-visible{background:#fff3bf;outline:none}
.margin-tone-emoji{font-size:18px}
.margin-tone-name{flex:1}
.margin-tone-p{color:#5b6475;font-variant-numeric:tabular-nums}
.margin-status{display:inline-flex;align-items:center;gap:6px;font:12px/1.4 system-ui,sans-serif;color:#5b6475;padding:2px 0}
.margin-status-dot{width:7px;height:7px;border-radius:50%;background:#12b76a}
.margin-status-checking .margin-status-dot{background:#98a2b3}
.margin-status-offline .margin-status-dot,.margin-status-rate-limited .margin-status-dot{background:#f79009}
.margin-status-unauthorized .margin-status-dot,.margin-status-error .margin-status-dot,.margin-status-unavailable .margin-status-dot{background:#d92d20}
.margin-status-disabled .margin-status-dot,.margin-status-idle .margin-status-dot{background:#d0d5dd}
@media (prefers-color-scheme:dark){
.margin-layer{color:#e6e9ef}
.margin-card,.margin-panel,.margin-toolbar{background:#1f2430;border-color:#3a4150;box-shadow:0 6px 24px rgba(0,0,0,.5)}
.margin-card-title{color:#c5cad3}
.margin-card-accept,.margin-card-actions button,.margin-panel button,.margin-toolbar button{color:#e6e9ef;background:#2a303c}
.margin-card-actions button,.margin-panel button{border-color:#4a5263}
.margin-card-original{color:#c5cad3}
.margin-card-accept:hover,.margin-card-accept:focus-visible{color:#fff}
.margin-card-desc,.margin-panel-note,.margin-tone-p,.margin-status{color:#c5cad3}
.margin-card-notice,.margin-panel-failure{color:#ff8a80}
.margin-toolbar button:hover,.margin-toolbar button:focus-visible,.margin-panel .margin-menu button:hover,.margin-panel .margin-menu button:focus-visible,.margin-menu button[aria-expanded=true]{background:#343c4d}
.margin-results li{border-color:#3a4150}
.margin-card .margin-list-item:hover,.margin-card .margin-list-item:focus-visible{background:#343c4d}
.margin-list-category{color:#c5cad3}
.margin-panel .margin-link{color:#8fb0ff;background:transparent}
.margin-panel .margin-replace{background:#3056d3;border-color:#3056d3;color:#fff}
.margin-tone-highlight{background:#5c4b00;box-shadow:none}
.margin-tone:hover,.margin-tone:focus-visible{background:#5c4b00}
}
`;

/** Adds the stylesheet to `doc` once (idempotent, so several editors on a page share it). */
export function injectMarginStyles(doc: Document = document): void {
  if (doc.getElementById('margin-ui-styles')) return;
  const style = doc.createElement('style');
  style.id = 'margin-ui-styles';
  style.textContent = MARGIN_UI_CSS;
  doc.head.append(style);
}
