import '../../../shared/lib/zod.ts';
import { type FormEvent, useId, useState } from 'react';
import { STAFF_ROLE_LABELS } from '#core/api/staff.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { INVITABLE_ROLES, teamInviteSchema } from '#core/validation/schedule.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { FieldError, TextField } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useChangeRole, useInviteMember, useRemoveMember, useTeam } from '../api/schedule.ts';
import { answerFieldErrors, scheduleErrorText } from '../lib/errors.ts';
import type { TeamMember } from '../lib/types.ts';
import { selectClass } from './fields.tsx';

const ROLE_HINTS: Record<(typeof INVITABLE_ROLES)[number], string> = {
  manager: 'everything but the team',
  tech: 'sees the schedule, works the jobs assigned to them',
  viewer: 'read only',
};

const nameOf = (m: TeamMember) => [m.first_name, m.last_name].filter(Boolean).join(' ') || m.email;

/**
 * The team (issue 14 §6): an owner invites staff by e-mail with a role (the invitee gets a
 * set-password link), sees who is on the team and who has not set a password yet, and removes
 * members (their appointments stay, unassigned).
 */
export function TeamPanel({ slug }: { slug: string }) {
  const team = useTeam(slug, true);
  const invite = useInviteMember(slug);
  const remove = useRemoveMember(slug);
  const changeRole = useChangeRole(slug);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof INVITABLE_ROLES)[number]>('tech');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const roleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const check = teamInviteSchema.safeParse({ email: email.trim(), role });
    if (!check.success) return setErrors(fieldErrors(check.error));
    try {
      const member = await invite.mutateAsync({ email: check.data.email, role: check.data.role });
      setEmail('');
      setErrors({});
      setNotice(`Invitation sent to ${member.email}.`);
    } catch (error) {
      setErrors(answerFieldErrors(error));
      setFailure(scheduleErrorText(error));
    }
  };

  return (
    <div className="space-y-5">
      {team.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand" /> Loading team...
        </p>
      ) : team.isError ? (
        <Alert tone="error" title="Failed to load the team">
          {scheduleErrorText(team.error)}
        </Alert>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Team members">
          {team.data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{nameOf(m)}</p>
                <p className="truncate text-xs text-slate-600">
                  {m.email}
                  {m.role === 'owner' && ` · ${STAFF_ROLE_LABELS.owner}`}
                  {!m.password_set && ' · Invitation sent'}
                </p>
              </div>
              {m.role !== 'owner' && (
                <label className="flex items-center gap-2">
                  <span className="sr-only">Role of {nameOf(m)}</span>
                  <select
                    value={m.role}
                    disabled={changeRole.isPending}
                    onChange={async (e) => {
                      setRoleError(null);
                      setNotice(null);
                      try {
                        const next = await changeRole.mutateAsync({ id: m.id, role: e.target.value });
                        setNotice(`${nameOf(next)} is now ${STAFF_ROLE_LABELS[next.role]}.`);
                      } catch (error) {
                        setRoleError(`${nameOf(m)} keeps their role: ${scheduleErrorText(error)}`);
                      }
                    }}
                    className={cn(selectClass, 'min-h-9 w-auto py-1.5')}
                  >
                    {INVITABLE_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {STAFF_ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {m.role !== 'owner' && (
                <Button
                  variant="ghost"
                  className="min-h-9 px-3 text-red-700 hover:bg-red-50"
                  onClick={() => {
                    setRemoveError(null);
                    setRemoving(m);
                  }}
                >
                  Remove<span className="sr-only"> {nameOf(m)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {roleError && <Alert tone="error">{roleError}</Alert>}

      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        <h5 className="text-sm font-semibold text-slate-900">Invite a team member</h5>
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors(({ email: _, ...rest }) => rest);
            }}
          />
          <div>
            <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Role
            </label>
            <select
              id={roleId}
              value={role}
              onChange={(e) => setRole(e.target.value as typeof role)}
              aria-describedby={`${roleId}-hint`}
              className={selectClass}
            >
              {INVITABLE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {STAFF_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            <p id={`${roleId}-hint`} className="mt-1.5 text-xs text-slate-600">
              {STAFF_ROLE_LABELS[role]}: {ROLE_HINTS[role]}
            </p>
            <FieldError>{errors.role}</FieldError>
          </div>
          <Button type="submit" className="sm:mt-7" loading={invite.isPending} loadingText="Sending...">
            Send Invite
          </Button>
        </div>
        <div aria-live="polite" className="empty:hidden">
          {failure && (
            <Alert tone="error" title="Failed to send the invitation">
              {failure}
            </Alert>
          )}
          {notice && <Alert tone="success">{notice}</Alert>}
        </div>
      </form>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team member?"
        description="They can no longer sign in to this business. Their appointments stay on the calendar, unassigned."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        tone="danger"
        error={removeError}
        onConfirm={async () => {
          if (!removing) return;
          setRemoveError(null);
          try {
            await remove.mutateAsync(removing.id);
            setNotice(`${nameOf(removing)} removed from the team.`);
          } catch (error) {
            setRemoveError(scheduleErrorText(error));
            throw error;
          }
        }}
      >
        {removing && <p className="text-sm font-semibold text-slate-900">{nameOf(removing)}</p>}
      </ConfirmDialog>
    </div>
  );
}
