import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { FLAG_NAMES, type TeamFlags } from '../storage/repos/teams';
import { activeTeam } from '../teams/access';
import {
  addTeamUsers,
  deleteTeamUser,
  deleteTeamUserInvite,
  listTeamUsers,
  updateTeamUser,
} from '../teams/members';
import { addTeamWord, deleteTeamEntry, putTeamMapping } from '../teams/settings';
import { action, actorOf } from './actions';
import { MessagePage } from './pages/auth';
import { TeamPage } from './pages/team';
import { html, isUuid, param } from './render';
import { currentSession, takeFlash } from './session';

const notFound = (text = 'There is no such team, or you cannot manage it.') =>
  MessagePage({ title: 'Not found', text, link: { href: '/dashboard', label: 'Your account' }, error: true });

/** Splits a textarea of addresses on commas, semicolons and whitespace. */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** The team page (admins: users and invites; editors: dictionary and mappings) and its actions. */
export function mountTeamRoutes(app: Hono, deps: AppDeps): void {
  const { store } = deps;

  app.get('/dashboard/team/:id', async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect('/dashboard/login', 303);
    const id = param(c, 'id');
    if (!isUuid(id)) return html(c, notFound(), 404);
    const team = await store.teams.byId(id);
    const m =
      team && team.deleted_at === null ? await store.teams.membership(id, session.user_id) : undefined;
    if (!team || !m || (!m.is_admin && !m.edit_permission)) return html(c, notFound(), 404);
    const isAdmin = Boolean(Number(m.is_admin));
    const listing = isAdmin
      ? await listTeamUsers(deps, actorOf(session), id)
      : { users: [], pending_users: [] };
    return html(
      c,
      TeamPage({
        email: session.email,
        csrf: session.csrf_token,
        flash: takeFlash(c),
        team: { id: team.id, name: team.name },
        isAdmin,
        canEdit: true,
        users: listing.users,
        pending: listing.pending_users,
        words: await store.teamSettings.words([id]),
        mappings: await store.teamSettings.mappings([id]),
      }),
    );
  });

  const teamId = (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, 'no such team');
    return id;
  };

  app.post(
    '/dashboard/team/:id/invite',
    action(deps, async ({ c, session, form }) => {
      const id = teamId(param(c, 'id'));
      const emails = splitEmails(form.emails ?? '');
      if (emails.length === 0) throw new HttpError(400, 'Enter at least one email address.');
      if (emails.length > 100) throw new HttpError(400, 'Invite at most 100 addresses at a time.');
      const r = await addTeamUsers(deps, actorOf(session), id, emails, {});
      const parts = [
        r.added.length && `Added: ${r.added.map((a) => a.email).join(', ')}.`,
        r.invited.length && `Invited: ${r.invited.map((a) => a.email).join(', ')}.`,
        r.already_exists.length &&
          `Already on the team or invited: ${r.already_exists.map((a) => a.email).join(', ')}.`,
        r.errors.length && `Not invited: ${r.errors.map((e) => `${e.email} (${e.reason})`).join(', ')}.`,
      ].filter(Boolean);
      return { back: `/dashboard/team/${id}`, ok: parts.join(' ') };
    }),
  );

  app.post(
    '/dashboard/team/:id/invites/cancel',
    action(deps, async ({ c, session, form }) => {
      const id = teamId(param(c, 'id'));
      await deleteTeamUserInvite(deps, actorOf(session), id, form.email ?? '');
      return { back: `/dashboard/team/${id}`, ok: `Invitation for ${form.email} cancelled.` };
    }),
  );

  app.post(
    '/dashboard/team_user/:id/:verb{update|remove}',
    action(deps, async ({ c, session, form }) => {
      const id = param(c, 'id');
      if (!isUuid(id)) throw new HttpError(404, 'no such team user');
      const target = await store.teams.teamUser(id);
      if (!target) throw new HttpError(404, 'That person is no longer on the team.');
      const back = `/dashboard/team/${target.team_id}`;
      if (param(c, 'verb') === 'remove') {
        await deleteTeamUser(deps, actorOf(session), id);
        return { back, ok: `${target.login_email} was removed from the team.` };
      }
      // Unchecked boxes are absent from the form: every flag is set explicitly.
      const flags = Object.fromEntries(
        FLAG_NAMES.map((f) => [f, form[f] === 'true']),
      ) as unknown as TeamFlags;
      await updateTeamUser(deps, actorOf(session), id, flags);
      return { back, ok: `Permissions of ${target.login_email} saved.` };
    }),
  );

  app.post(
    '/dashboard/team/:id/dictionary',
    action(deps, async ({ c, session, form }) => {
      const id = teamId(param(c, 'id'));
      const row = await addTeamWord(store, actorOf(session), id, form.word ?? '');
      return { back: `/dashboard/team/${id}`, ok: `"${row.word}" is in the team dictionary.` };
    }),
  );

  app.post(
    '/dashboard/team/:id/mappings',
    action(deps, async ({ c, session, form }) => {
      const id = teamId(param(c, 'id'));
      const row = await putTeamMapping(store, actorOf(session), id, {
        phrase: form.phrase ?? '',
        replacement: form.replacement ?? '',
        description: form.description,
      });
      return { back: `/dashboard/team/${id}`, ok: `Mapping for "${row.phrase}" saved.` };
    }),
  );

  app.post(
    '/dashboard/team/:id/:kind{dictionary|mappings}/:entry/delete',
    action(deps, async ({ c, session }) => {
      const id = teamId(param(c, 'id'));
      await activeTeam(store, id);
      const kind = param(c, 'kind') === 'dictionary' ? 'word' : 'mapping';
      await deleteTeamEntry(store, actorOf(session), id, kind, param(c, 'entry'));
      return { back: `/dashboard/team/${id}`, ok: `The ${kind} was removed.` };
    }),
  );
}
