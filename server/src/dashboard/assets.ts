/** The dashboard's stylesheet. */
export const DASHBOARD_CSS = `
:root { font-family: system-ui, sans-serif; color: #1d2433; background: #f6f7f9; color-scheme: light dark; }
body { margin: 0; }
.top { display: flex; justify-content: space-between; align-items: center; padding: .6rem 1.2rem; background: #1d2433; color: #fff; }
.top a, .top .who { color: #fff; text-decoration: none; margin-right: .8rem; }
.brand { font-weight: 700; }
main { max-width: 960px; margin: 1.5rem auto; padding: 0 1rem; }
.card { background: #fff; border: 1px solid #dde1e7; border-radius: 8px; padding: 1rem 1.2rem; margin: 1rem 0; }
label { display: block; margin: .5rem 0; }
input, textarea { font: inherit; padding: .35rem .5rem; border: 1px solid #b8bfcc; border-radius: 4px; }
textarea { display: block; width: 100%; box-sizing: border-box; }
button { font: inherit; padding: .35rem .8rem; border-radius: 4px; border: 1px solid #3056d3; background: #3056d3; color: #fff; cursor: pointer; }
button.danger { background: #b42318; border-color: #b42318; }
.inline { display: inline; }
.inline-form label { display: inline-block; margin-right: .6rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #eceef2; }
.flash { padding: .6rem .8rem; border-radius: 6px; }
.flash.ok { background: #e6f4ea; }
.flash.error { background: #fdecea; }
.hint { color: #5b6475; font-size: .9em; }
.tag { margin-left: .4rem; font-size: .8em; background: #eef1fb; padding: .05rem .4rem; border-radius: 4px; }
code { background: #eef1f5; padding: .15rem .35rem; border-radius: 4px; }
@media (prefers-color-scheme: dark) {
  :root { color: #e6e9ef; background: #14171f; }
  .top { background: #0b0d12; }
  main a { color: #8fb0ff; }
  .card { background: #1f2430; border-color: #3a4150; }
  input, textarea, select { color: #e6e9ef; background: #2a303c; border-color: #4a5263; }
  th, td { border-color: #3a4150; }
  .flash.ok { background: #12331f; }
  .flash.error { background: #3d1512; }
  .hint { color: #b8bfcc; }
  .tag { background: #2a3352; }
  code { background: #2a303c; }
}
`;

/**
 * The dashboard's only script: asks before destructive actions and copies a new key. Pages work
 * without it; it is served from the same origin so the CSP can forbid inline script.
 */
export const DASHBOARD_JS = `
document.addEventListener('submit', (e) => {
  const form = e.target;
  const question = form instanceof HTMLFormElement ? form.dataset.confirm : undefined;
  if (question && !window.confirm(question)) e.preventDefault();
});
document.addEventListener('click', (e) => {
  const button = e.target instanceof Element ? e.target.closest('[data-copy]') : null;
  if (!button) return;
  const source = document.querySelector(button.getAttribute('data-copy'));
  if (source && navigator.clipboard) {
    navigator.clipboard.writeText(source.textContent || '').then(() => { button.textContent = 'Copied'; }, () => {});
  }
});
`;
