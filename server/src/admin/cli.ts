import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openStore } from '../storage/store';
import { AdminError, COMMANDS } from './commands';

const USAGE = `usage: npm run admin -- <command> [options]
  create-user --email E [--plan free|pro|enterprise] [--superuser]
  create-org  --name N --owner E [--plan free|pro|enterprise] [--seats N]
  create-key  --email E
  revoke-key  --key K
  usage       --email E
  add-org-member          --org ID --email E [--role owner|admin|member]
  grant-suppressed-access --org ID --email E
  outbox      [--to E] [--limit N]
  reembed     (re-embeds semantic search entries with the configured embedder: after changing
               EMBEDDINGS_* or upgrading to a new built-in word-vector table)
  backup      --out FILE  (online copy of a SQLite database; PostgreSQL: pg_dump)`;

/** `npm run admin -- <command>`: JSON on stdout; a message and a non-zero exit on error. */
async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const fn = command ? COMMANDS[command] : undefined;
  if (!fn) {
    process.stderr.write(`${command ? `unknown command "${command}"\n` : ''}${USAGE}\n`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        plan: { type: 'string' },
        superuser: { type: 'boolean' },
        name: { type: 'string' },
        owner: { type: 'string' },
        seats: { type: 'string' },
        key: { type: 'string' },
        org: { type: 'string' },
        role: { type: 'string' },
        to: { type: 'string' },
        limit: { type: 'string' },
        out: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const store = await openStore(loadConfig().databaseUrl);
  try {
    process.stdout.write(`${JSON.stringify(await fn(store, values))}\n`);
    return 0;
  } catch (err) {
    if (err instanceof AdminError) {
      process.stderr.write(`error: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
