// After `tsc` has written declarations to dist/types/{editor-plugin,shared}/src, points the
// plugin's `@margin/shared/...` imports at the copies beside them: @margin/shared is a workspace
// package that is not published, so the declarations must not name it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/types');
const pluginDir = path.join(root, 'editor-plugin/src');
const sharedDir = path.join(root, 'shared/src');

function* declarations(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(full);
    else if (entry.name.endsWith('.d.ts')) yield full;
  }
}

let rewritten = 0;
for (const file of declarations(pluginDir)) {
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(/(['"])@margin\/shared\/([^'"]+)\1/g, (_, quote, sub) => {
    let rel = path.relative(path.dirname(file), path.join(sharedDir, sub)).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${quote}${rel}${quote}`;
  });
  if (next !== text) {
    fs.writeFileSync(file, next);
    rewritten++;
  }
}
process.stdout.write(`relinked @margin/shared in ${rewritten} declaration files\n`);
