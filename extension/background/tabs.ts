import { browser } from 'wxt/browser';

/** Suggestion counts reported by each frame of each tab, shown in the popup and on the toolbar badge. */
export class TabCounts {
  private readonly counts = new Map<number, Map<number, number>>();
  private readonly hosts = new Map<number, string>();

  /**
   * Remembers the host name of a tab's top frame, from its content script's first message (the
   * sender's URL is known without the "tabs" permission), for the popup's per-site switch.
   */
  noteHost(tabId: number, frameId: number, url: string | undefined): void {
    if (frameId !== 0 || tabId < 0) return;
    try {
      const u = new URL(url ?? '');
      if (u.protocol === 'http:' || u.protocol === 'https:') this.hosts.set(tabId, u.hostname);
    } catch {
      // not a URL with a host
    }
  }

  /** The host name of the tab's page, if its content script has spoken. */
  host(tabId: number): string | undefined {
    return this.hosts.get(tabId);
  }

  /** Records a frame's count and updates the tab's badge. */
  report(tabId: number, frameId: number, count: number): void {
    let frames = this.counts.get(tabId);
    if (!frames) {
      frames = new Map();
      this.counts.set(tabId, frames);
    }
    frames.set(frameId, count);
    const total = this.total(tabId);
    browser.action
      .setBadgeText({ tabId, text: total > 0 ? String(Math.min(total, 999)) : '' })
      .catch(() => {});
  }

  /** Suggestions underlined in the tab, all frames together. */
  total(tabId: number): number {
    let sum = 0;
    for (const n of this.counts.get(tabId)?.values() ?? []) sum += n;
    return sum;
  }

  forget(tabId: number): void {
    this.counts.delete(tabId);
    this.hosts.delete(tabId);
  }
}
