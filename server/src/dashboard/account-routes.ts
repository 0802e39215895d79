import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { acceptInvite, declineInvite } from '../teams/invites';
import { createTeam, deleteTeam } from '../teams/teams';
import { action, actorOf } from './actions';
import { type HomeData, HomePage } from './pages/home';
import { html, isUuid, param } from './render';
import { currentSession, takeFlash } from './session';

function periodStarts(now = new Date()) {
  return {
    day: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
    month: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
  };
}

/** Gathers what the account page shows for a user. */
async function homeData(
  deps: AppDeps,
  userId: string,
): Promise<Omit<HomeData, 'csrf' | 'email' | 'flash' | 'newKey'>> {
  const { store } = deps;
  const user = await store.users.byId(userId);
  if (!user) throw new HttpError(404, 'account not found');
  const { day, month } = periodStarts();
  const memberships = await store.teams.listForUser(userId);
  const teams = [];
  for (const t of memberships) {
    const m = await store.teams.membership(t.id, userId);
    teams.push({
      id: t.id,
      name: t.name,
      is_admin: Boolean(Number(m?.is_admin)),
      edit_permission: Boolean(Number(m?.edit_permission)),
    });
  }
  const organizations = [];
  for (const o of await store.organizations.forUser(userId)) {
    const orgTeams = await store.teams.listForOrganization(o.id);
    organizations.push({ ...o, teams: orgTeams.map((t) => ({ id: t.id, name: t.name })) });
  }
  return {
    plan: await store.users.tier(userId),
    keys: await store.accounts.liveKeys(userId),
    usage: { today: await store.quota.summary(userId, day), month: await store.quota.summary(userId, month) },
    clientEvents: await store.clientEvents.counts(userId, month),
    language: await store.accountLanguage.get(userId),
    invitations: (await store.invites.forEmail(user.email)).map((i) => ({
      id: i.id,
      team_name: i.team_name,
    })),
    teams,
    organizations,
    words: await store.customisation.words(userId),
    mappings: await store.customisation.mappings(userId),
  };
}

/** The account page, API key, invitations and team creation/deletion. */
export function mountAccountRoutes(app: Hono, deps: AppDeps): void {
  const { store } = deps;

  app.get('/dashboard', async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect('/dashboard/login', 303);
    const data = await homeData(deps, session.user_id);
    return html(
      c,
      HomePage({ ...data, email: session.email, csrf: session.csrf_token, flash: takeFlash(c) }),
    );
  });

  // Regenerating revokes every live key and shows the new one in this response only (never stored, never redirected).
  app.post(
    '/dashboard/key',
    action(deps, async ({ c, session, form }) => {
      // The form names the key it replaces: a resubmitted form (browser reload) must not revoke the new key.
      const [current] = await store.accounts.liveKeys(session.user_id);
      if ((form.current_key ?? '') !== (current?.id ?? 'none')) {
        throw new HttpError(
          409,
          'Your key was already regenerated, and a key is shown only once. Regenerate it again if you did not copy it.',
        );
      }
      const revoked = await store.accounts.revokeKeys(session.user_id);
      const { key } = await store.keys.create(session.user_id);
      deps.logger.info('api key regenerated from the dashboard', { user_id: session.user_id, revoked });
      const data = await homeData(deps, session.user_id);
      return html(c, HomePage({ ...data, email: session.email, csrf: session.csrf_token, newKey: key }));
    }),
  );

  app.post(
    '/dashboard/invitations/:id/:verb{accept|decline}',
    action(deps, async ({ c, session }) => {
      const id = param(c, 'id');
      const user = await store.users.byId(session.user_id);
      if (!isUuid(id) || !user) throw new HttpError(404, 'no such invitation');
      if (param(c, 'verb') === 'accept') {
        await acceptInvite(store, user, id);
        return { back: '/dashboard', ok: 'You joined the team.' };
      }
      await declineInvite(store, user, id);
      return { back: '/dashboard', ok: 'Invitation declined.' };
    }),
  );

  app.post(
    '/dashboard/teams',
    action(deps, async ({ session, form }) => {
      const name = (form.name ?? '').trim();
      const organization_id = form.organization_id ?? '';
      if (!name) throw new HttpError(400, 'Give the team a name.');
      if ((name.match(/[0-9]/g)?.length ?? 0) > 2)
        throw new HttpError(400, 'A team name may contain at most 2 digits.');
      if ([...name].length > 100) throw new HttpError(400, 'A team name may be at most 100 characters long.');
      if (!isUuid(organization_id)) throw new HttpError(400, 'Choose an organization.');
      const team = await createTeam(store, actorOf(session), { name, organization_id });
      return { back: `/dashboard/team/${team.id}`, ok: `Team "${team.name}" created. You are its admin.` };
    }),
  );

  app.post(
    '/dashboard/team/:id/delete',
    action(deps, async ({ c, session }) => {
      const id = param(c, 'id');
      if (!isUuid(id)) throw new HttpError(404, 'no such team');
      const team = await deleteTeam(store, actorOf(session), id);
      return { back: '/dashboard', ok: `Team "${team.name}" was deleted.` };
    }),
  );
}
