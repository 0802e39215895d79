import { controlCharacterIn } from '@margin/shared/contract/common';
import type { OrgRole } from '../storage/repos/organizations';
import { TIERS, type Tier } from '../storage/repos/users';
import type { Store } from '../storage/store';
import { AdminError } from './errors';

export { AdminError };

type Args = Record<string, string | boolean | undefined>;

function need(args: Args, name: string): string {
  const v = args[name];
  if (typeof v !== 'string' || v.trim() === '') throw new AdminError(`--${name} is required`);
  return v.trim();
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

async function userByEmail(store: Store, email: string) {
  const user = await store.users.byEmail(email);
  if (!user) throw new AdminError(`no user with email ${email}`);
  return user;
}

/** The admin commands; each returns the JSON object printed on stdout. */
export const COMMANDS: Record<string, (store: Store, args: Args) => Promise<object>> = {
  async 'create-user'(store, args) {
    const email = need(args, 'email');
    if (!EMAIL.test(email)) throw new AdminError(`--email "${email}" is not an email address`);
    const plan = (args.plan ?? 'free') as Tier;
    if (!TIERS.includes(plan)) throw new AdminError(`--plan must be one of ${TIERS.join(', ')}`);
    if (await store.users.byEmail(email)) throw new AdminError(`a user with email ${email} already exists`);
    const user = await store.users.create({ email, tier: plan, superuser: args.superuser === true });
    const { key } = await store.keys.create(user.id);
    return { user_id: user.id, key };
  },
  async 'create-org'(store, args) {
    const name = need(args, 'name');
    const control = controlCharacterIn(name);
    if (control)
      throw new AdminError(`--name must not contain control or bidi-override characters (found ${control})`);
    const owner = await userByEmail(store, need(args, 'owner'));
    const plan = (args.plan ?? 'enterprise') as Tier;
    if (!TIERS.includes(plan)) throw new AdminError(`--plan must be one of ${TIERS.join(', ')}`);
    const seats = args.seats === undefined ? undefined : Number(args.seats);
    if (seats !== undefined && (!Number.isInteger(seats) || seats < 1)) {
      throw new AdminError('--seats must be a positive integer');
    }
    const { id } = await store.organizations.create({ name, ownerId: owner.id, tier: plan, seats });
    return { organization_id: id };
  },
  async 'create-key'(store, args) {
    const user = await userByEmail(store, need(args, 'email'));
    const { key } = await store.keys.create(user.id);
    return { key };
  },
  async 'revoke-key'(store, args) {
    const key = need(args, 'key');
    if (!(await store.keys.revoke(key))) throw new AdminError('no live key matches --key');
    return { revoked: true };
  },
  async usage(store, args) {
    const user = await userByEmail(store, need(args, 'email'));
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return {
      email: user.email,
      plan: await store.users.tier(user.id),
      today: await store.quota.summary(user.id, dayStart),
      this_month: await store.quota.summary(user.id, monthStart),
    };
  },
  async 'add-org-member'(store, args) {
    const org = need(args, 'org');
    if (!(await store.organizations.byId(org))) throw new AdminError(`no organization with id ${org}`);
    const user = await userByEmail(store, need(args, 'email'));
    const role = (args.role ?? 'member') as OrgRole;
    if (!['owner', 'admin', 'member'].includes(role))
      throw new AdminError('--role must be one of owner, admin, member');
    await store.organizations.addMember(org, user.id, role);
    return { organization_id: org, email: user.email, role };
  },
  async 'grant-suppressed-access'(store, args) {
    const org = need(args, 'org');
    const user = await userByEmail(store, need(args, 'email'));
    if (!(await store.organizations.setSuppressedEmailsAccess(org, user.id, true))) {
      throw new AdminError(
        `${user.email} is not a member of organization ${org}; add them with add-org-member first`,
      );
    }
    return { organization_id: org, email: user.email, suppressed_emails_access: true };
  },
  /** Mail kept in the outbox (no SMTP_URL): how an operator reads confirmation and invite links. */
  async outbox(store, args) {
    const limit = args.limit === undefined ? 20 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new AdminError('--limit must be a positive integer');
    const to = typeof args.to === 'string' ? args.to : undefined;
    const rows = await store.outbox.list({ to, limit });
    return {
      messages: rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        kind: r.kind,
        status: r.status,
        error: r.error,
        created_at: new Date(Number(r.created_at)).toISOString(),
        body: r.body,
      })),
    };
  },
  backup: (store, args) => import('./backup').then((m) => m.backupCommand(store, args)),
  /** Re-embeds every semantic search entry with the configured embedder (after changing EMBEDDINGS_*). */
  async reembed(store) {
    const [{ semanticSearch }, { loadConfig }] = await Promise.all([
      import('../services/semsearch'),
      import('../config'),
    ]);
    const search = semanticSearch(store.semsearch, loadConfig().embeddings);
    return { reembedded: await search.reembedAll(), model: search.embedder.model };
  },
};
