import type { PendingUser, TeamUser } from '@margin/shared/contract';
import type { z } from 'zod';
import type { TeamMappingRow, TeamWordRow } from '../../storage/repos/team-settings';
import type { Flash } from '../session';
import { ActionButton, Csrf, Layout } from './layout';
import { DictionaryEditor, MappingsEditor } from './settings-editors';

/** What the team page shows; admin sections only for admins, settings for editors. */
export interface TeamPageData {
  email: string;
  csrf: string;
  flash?: Flash;
  team: { id: string; name: string };
  isAdmin: boolean;
  canEdit: boolean;
  users: z.input<typeof TeamUser>[];
  pending: z.input<typeof PendingUser>[];
  words: TeamWordRow[];
  mappings: TeamMappingRow[];
}

const FLAGS = [
  ['is_admin', 'Admin'],
  ['is_manager', 'Manager'],
  ['edit_permission', 'Edit'],
  ['inspect_permission', 'Inspect'],
] as const;

/** A team's users, invites, dictionary and mappings. */
export function TeamPage(d: TeamPageData) {
  const base = `/dashboard/team/${d.team.id}`;
  return (
    <Layout title={`Team ${d.team.name}`} flash={d.flash} user={{ email: d.email, csrf: d.csrf }}>
      <p>
        <a href="/dashboard">← Your account</a>
      </p>
      {d.isAdmin && (
        <>
          <section id="team-users" class="card">
            <h2>Users</h2>
            <table>
              <thead>
                <tr>
                  <th>Email</th>
                  {FLAGS.map(([, label]) => (
                    <th>{label}</th>
                  ))}
                  <th />
                </tr>
              </thead>
              <tbody>
                {d.users.map((u) => (
                  <tr data-email={u.login_email}>
                    <td>{u.login_email}</td>
                    {FLAGS.map(([flag, label]) => (
                      <td>
                        <input
                          type="checkbox"
                          name={flag}
                          value="true"
                          form={`perm-${u.id}`}
                          checked={u[flag]}
                          aria-label={`${label}: ${u.login_email}`}
                        />
                      </td>
                    ))}
                    <td>
                      <form
                        method="post"
                        action={`/dashboard/team_user/${u.id}/update`}
                        id={`perm-${u.id}`}
                        class="inline"
                      >
                        <Csrf token={d.csrf} />
                        <button type="submit">Save</button>
                      </form>{' '}
                      {u.login_email !== d.email && (
                        <ActionButton
                          action={`/dashboard/team_user/${u.id}/remove`}
                          csrf={d.csrf}
                          label="Remove"
                          danger
                          confirm={`Remove ${u.login_email} from the team?`}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section id="pending-users" class="card">
            <h2>Invitations</h2>
            {d.pending.length === 0 ? (
              <p>No outstanding invitations.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th>Email</th>
                    <th>Registered</th>
                    <th>Confirmed</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {d.pending.map((p) => (
                    <tr data-email={p.email}>
                      <td>{p.email}</td>
                      <td>{p.registered ? 'yes' : 'no'}</td>
                      <td>{p.confirmed ? 'yes' : 'no'}</td>
                      <td>
                        <ActionButton
                          action={`${base}/invites/cancel`}
                          csrf={d.csrf}
                          label="Cancel invite"
                          fields={{ email: p.email }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <form method="post" action={`${base}/invite`} class="card">
              <Csrf token={d.csrf} />
              <label>
                Invite by email (one or more, separated by commas or new lines)
                <textarea name="emails" rows={3} required />
              </label>
              <button type="submit">Send invitations</button>
            </form>
          </section>
        </>
      )}

      {d.canEdit && (
        <section id="team-settings" class="card">
          <h2>Team dictionary</h2>
          <p class="hint">Words never flagged for this team's members.</p>
          <DictionaryEditor base={base} csrf={d.csrf} words={d.words} />
          <h2>Custom mappings</h2>
          <MappingsEditor base={base} csrf={d.csrf} mappings={d.mappings} />
        </section>
      )}
    </Layout>
  );
}
