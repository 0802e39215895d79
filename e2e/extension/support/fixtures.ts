import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../support/server';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** The strict policy of csp.html: no inline script or style, nothing from other origins. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Bundles an editor fixture (TipTap, Lexical, CKEditor 5, Slate, Draft.js and CodeMirror 6 ship modules only) with esbuild, which tsx brings along. */
async function bundle(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [path.join(FIXTURES, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // Draft.js (through fbjs) reads Node's `global`.
    define: { global: 'globalThis' },
    absWorkingDir: REPO_ROOT,
  });
  return out.outputFiles[0].text;
}

/** A file under `dir` (never outside it), or undefined. */
function readInside(dir: string, relative: string): Buffer | undefined {
  const file = path.resolve(dir, relative);
  if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
    return undefined;
  return fs.readFileSync(file);
}

/** A local web server for the fixture pages (each page is one kind of field or situation). */
export class FixtureServer {
  private server: http.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private readonly bundles = new Map<string, string>();
  url = '';

  async start(): Promise<string> {
    this.bundles.set('/tiptap.js', await bundle('tiptap-entry.ts'));
    this.bundles.set('/lexical.js', await bundle('lexical-entry.ts'));
    this.bundles.set('/ckeditor.js', await bundle('ckeditor-entry.ts'));
    this.bundles.set('/slate.js', await bundle('slate-entry.ts'));
    this.bundles.set('/draft.js', await bundle('draft-entry.ts'));
    this.bundles.set('/codemirror6.js', await bundle('codemirror6-entry.ts'));
    const quillDir = path.join(REPO_ROOT, 'node_modules/quill/dist');
    // TinyMCE loads its theme, model, icons and skins from its own folder (base_url '/tinymce').
    const tinymceDir = path.join(REPO_ROOT, 'node_modules/tinymce');
    this.server = http.createServer((req, res) => {
      const name = new URL(req.url ?? '/', 'http://x').pathname;
      let body: string | Buffer | undefined;
      if (this.bundles.has(name)) body = this.bundles.get(name);
      else if (name === '/quill.js') body = fs.readFileSync(path.join(quillDir, 'quill.js'));
      else if (name === '/quill.snow.css') body = fs.readFileSync(path.join(quillDir, 'quill.snow.css'));
      else if (name.startsWith('/tinymce/')) body = readInside(tinymceDir, name.slice('/tinymce/'.length));
      else if (name === '/codemirror.js' || name === '/codemirror.css')
        body = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/codemirror/lib', name.slice(1)));
      else {
        const file = path.join(FIXTURES, path.basename(name));
        if (fs.existsSync(file) && fs.statSync(file).isFile()) body = fs.readFileSync(file);
      }
      if (body === undefined) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const headers: Record<string, string> = {
        'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      };
      if (name === '/csp.html') headers['content-security-policy'] = STRICT_CSP;
      res.writeHead(200, headers).end(body);
    });
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
