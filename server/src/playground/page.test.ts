import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { PLAYGROUND_ENDPOINTS } from './endpoints';
import { escapeHtml, playgroundPage, scriptJson } from './page';

const KEY = 'k'.repeat(32);

/** Only `config.host` and `operatorKey` matter to the page. */
function deps(host: string, operatorKey: string | null = KEY): AppDeps {
  return { config: { host } as Config, operatorKey: operatorKey ?? undefined } as AppDeps;
}

/** The value of the key input's `value` attribute, as written in the HTML (a bare `value` is empty). */
function keyValue(html: string): string | undefined {
  const m = /<input id="key"[^>]*?\svalue(?:="([^"]*)")?[\s/>]/.exec(html);
  return m ? (m[1] ?? '') : undefined;
}

describe('playgroundPage', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '127.0.1.1'])(
    'pre-fills the operator key on loopback (%s)',
    (host) => {
      const html = playgroundPage(deps(host));
      expect(keyValue(html)).toBe(KEY);
      expect(html).toContain('Pre-filled with the operator key');
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', 'margin.example.com'])(
    'never embeds the operator key when bound to %s',
    (host) => {
      const html = playgroundPage(deps(host));
      expect(keyValue(html)).toBe('');
      expect(html).not.toContain(KEY);
      expect(html).toContain('Paste an API key');
    },
  );

  it('asks for a key on loopback when the operator key is unknown', () => {
    const html = playgroundPage(deps('127.0.0.1', null));
    expect(keyValue(html)).toBe('');
    expect(html).toContain('Paste an API key');
  });

  it('escapes a key that tries to break out of the attribute', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = playgroundPage(deps('127.0.0.1', evil));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Preact escapes the attribute; decoded, it is the key exactly.
    const decoded = keyValue(html)
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(decoded).toBe(evil);
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it('is self-contained: no external scripts, styles, fonts or images', () => {
    const html = playgroundPage(deps('127.0.0.1'));
    expect(html).not.toMatch(/<(script|link|img|iframe)\b[^>]*\s(src|href)="(?!data:)/i);
    expect(html).not.toMatch(/url\(\s*['"]?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import/);
  });

  it('offers every endpoint in the picker and links the OpenAPI document', () => {
    const html = playgroundPage(deps('127.0.0.1'));
    for (const e of PLAYGROUND_ENDPOINTS) expect(html).toContain(`<option value="${e.id}">`);
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it('labels every form control', () => {
    const html = playgroundPage(deps('127.0.0.1'));
    const ids = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(8);
    for (const id of ids) expect(html, id).toContain(`<label for="${id}"`);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
    );
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = scriptJson({ s: '</script><!-- \u2028' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ s: '</script><!-- \u2028' });
  });
});
