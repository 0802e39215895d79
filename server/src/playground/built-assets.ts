import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { HttpError } from '../http/errors';

/**
 * Where `npm run build` writes the pages' browser scripts: `server/dist/public`, seen from the sources
 * (tsx, vitest) or from the compiled server, which mirrors `server/src` inside `server/dist`.
 */
const PUBLIC_DIR = new URL(
  import.meta.url.endsWith('.ts') ? '../../dist/public/' : '../public/',
  import.meta.url,
);

/** A page script the build did not write (a checkout never built): 503, and the operator can fix it. */
export class MissingBuildError extends HttpError {
  constructor(name: string) {
    super(
      503,
      `the page script ${name} is not built; run \`npm run build\` (npm start does it when it is missing)`,
    );
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A compiled page script from `server/dist/public`, read on each request so a rebuild shows without a
 * restart (the files are small and the pages are for people, not load).
 */
export async function readBuiltScript(name: string): Promise<string> {
  try {
    return await readFile(new URL(name, PUBLIC_DIR), 'utf8');
  } catch (error) {
    if (isMissing(error)) throw new MissingBuildError(name);
    throw error;
  }
}

/** {@link readBuiltScript} for pages rendered synchronously (the playground inlines its script). */
export function readBuiltScriptSync(name: string): string {
  try {
    return readFileSync(new URL(name, PUBLIC_DIR), 'utf8');
  } catch (error) {
    if (isMissing(error)) throw new MissingBuildError(name);
    throw error;
  }
}
