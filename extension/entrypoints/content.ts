import { defineContentScript } from 'wxt/utils/define-content-script';
import { PageController } from '../content/controller';

/**
 * The content script, in every frame of every page: it finds the text fields the user works in
 * and underlines Margin's suggestions there. It never reads password fields and sends text only to
 * the extension's own service worker.
 */
export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  matchAboutBlank: true,
  runAt: 'document_idle',
  main() {
    void new PageController(document).start();
  },
});
