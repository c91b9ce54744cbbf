/**
 * The team of a business (issue 14 §6; shapes and errors in the contract of api/routes/schedule.ts):
 * its owner (and platform admins) list, invite, re-role and remove staff. Managers, technicians and
 * viewers get 403: the team is the one thing a manager may not change.
 */
import { Hono, type Context } from 'hono';
import {
  EMAIL_IN_USE_MESSAGE,
  INVALID_TEAM_MEMBER_ID_MESSAGE,
  OWNER_ROLE_FIXED_MESSAGE,
  TEAM_MEMBER_NOT_FOUND_MESSAGE,
  teamInviteSchema,
  teamRoleSchema,
} from '#core/validation/schedule.ts';
import type { AppDeps } from '../deps.ts';
import { requireOwnTenant, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { changeRole, inviteMember, listTeam, type MemberOutcome, removeMember } from '../domain/team.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';

function answer<T>(c: Context, outcome: MemberOutcome<T>) {
  if (outcome.ok) return c.json({ success: true, data: outcome.value });
  if (outcome.failure === 'not-found') return c.json({ success: false, error: TEAM_MEMBER_NOT_FOUND_MESSAGE }, 404);
  return badRequest(c, OWNER_ROLE_FIXED_MESSAGE);
}

export function teamRoutes({ db, sessions, mailer, config }: AppDeps) {
  const owner = [requireUser(sessions), requireOwnTenant(db, ['owner'])] as const;
  return new Hono<AuthEnv>()
    .get('/', ...owner, async (c) => c.json({ success: true, data: await listTeam(db, c.get('tenant')) }))
    .post('/', ...owner, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = teamInviteSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const outcome = await inviteMember(db, mailer, config.publicUrl, c.get('tenant'), parsed.data);
      if (!outcome.ok) return c.json({ success: false, error: EMAIL_IN_USE_MESSAGE, fields: { email: EMAIL_IN_USE_MESSAGE } }, 409);
      return c.json({ success: true, data: outcome.member }, 201);
    })
    .put('/:id', ...owner, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, INVALID_TEAM_MEMBER_ID_MESSAGE);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = teamRoleSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await changeRole(db, c.get('tenant'), id, parsed.data.role));
    })
    .delete('/:id', ...owner, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, INVALID_TEAM_MEMBER_ID_MESSAGE);
      return answer(c, await removeMember(db, c.get('tenant'), id));
    });
}
