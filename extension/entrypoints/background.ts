/** Background service worker: the only part of the extension that will talk to the Margin server. */
export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    console.info('Margin installed');
  });
});
