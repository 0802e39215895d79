import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './log/logger';
import type { Store } from './storage/store';

export const OPERATOR_EMAIL = 'operator@localhost';

/**
 * On the first start against an empty database, creates the operator account (superuser,
 * enterprise plan), prints its key once and writes it to `<dataDir>/operator-key` (mode 0600).
 * Later starts read the key back from that file for the playground.
 */
export async function ensureOperator(
  store: Store,
  dataDir: string,
  logger: Logger,
): Promise<string | undefined> {
  const file = path.join(dataDir, 'operator-key');
  if ((await store.users.count()) === 0) {
    const user = await store.users.create({ email: OPERATOR_EMAIL, tier: 'enterprise', superuser: true });
    const { key } = await store.keys.create(user.id);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    process.stdout.write(
      `\nCreated the operator account ${OPERATOR_EMAIL} (superuser, enterprise plan).\n` +
        `Its API key is shown once: ${key}\nIt is also saved in ${file} (readable only by you).\n\n`,
    );
    logger.info('operator account created', { email: OPERATOR_EMAIL, key_file: file });
    return key;
  }
  try {
    const key = fs.readFileSync(file, 'utf8').trim();
    return (await store.keys.authenticate(key)) ? key : undefined;
  } catch {
    return undefined;
  }
}
