import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download browsers on these machines. */
export const CHROMIUM_PATH = process.env.MARGIN_CHROMIUM || '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet and offline-friendly in containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium; throws how to install it when it is missing. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set MARGIN_CHROMIUM`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
