import {
  CopyIcon,
  DownloadIcon,
  HeartPulseIcon,
  PencilIcon,
  Trash2Icon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { ageOn } from '#shared/classes/eligibility.ts';
import { useFamily } from '#pwa/lib/api/family-query.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { MEMBER_LEVEL_NAMES } from '../lib/member-levels.ts';
import {
  FAMILY_INVITATION_DAYS,
  type ChildDetails,
  type Family,
  type FamilyMember,
  type NewInvitation,
} from '#shared/schemas/family.ts';
import {
  useAddChild,
  useDownloadFamilyData,
  useInviteGuardian,
  useRemoveGuardian,
  useRemoveMember,
  useUpdateMember,
  useWithdrawInvitation,
} from '../api/family.ts';
import { ChildForm } from './child-form.tsx';

/** Today's date where the reader is: a birthday is the reader's day. */
const today = () => new Date().toLocaleDateString('en-CA');

/** Says a failed change in words, as a toast: the page itself stays as the server has it. */
async function toastFailure(error: unknown) {
  toast.error((await readApiError(error)).message);
}

/** A student's family: its members, its guardians, and the invitations still open. */
export function FamilyScreen() {
  const family = useFamily();
  if (family.isPending)
    return (
      <div aria-busy="true" aria-label={m.family_members_heading()} className="grid gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  // A refresh that failed keeps what was shown (the layout's note says the server is not
  // answering): only nothing to show is an error.
  if (family.data === undefined)
    return (
      <ErrorState
        message={m.family_load_failed()}
        onRetry={() => void family.refetch()}
        retrying={family.isFetching}
      />
    );
  return (
    <div className="grid gap-8">
      <Members family={family.data} />
      <Guardians family={family.data} />
      <FamilyData />
    </div>
  );
}

function Members({ family }: { family: Family }) {
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const addChild = useAddChild();
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const connection = useConnectionRequired();
  // One id per child being added: a second press of Save adds them once.
  const [newId, setNewId] = useState(() => crypto.randomUUID());
  const children = family.members.filter((member) => member.kind === 'child');

  const open = (member: FamilyMember | null) => {
    setEditing(member);
    setFormOpen(true);
  };
  const save = async (details: ChildDetails) => {
    if (editing) {
      await updateMember.mutateAsync({ id: editing.id, changes: details });
      toast.success(m.family_saved(), { duration: SUCCESS_TOAST_MS });
    } else {
      await addChild.mutateAsync({ id: newId, ...details });
      setNewId(crypto.randomUUID());
      toast.success(m.family_added({ name: details.name }), { duration: SUCCESS_TOAST_MS });
    }
    setFormOpen(false);
  };
  const remove = (member: FamilyMember) => {
    removeMember.mutate(member.id, {
      onSuccess: () =>
        toast.success(m.family_removed({ name: member.name }), { duration: SUCCESS_TOAST_MS }),
      onError: (error) => void toastFailure(error),
    });
  };

  return (
    <section aria-labelledby="family-members" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="family-members" className="text-xl font-bold">
          {m.family_members_heading()}
        </h2>
        <Button
          onClick={() => open(null)}
          disabled={connection.offline}
          aria-describedby={connection.describedBy}
        >
          <UserPlusIcon aria-hidden="true" />
          {m.family_add_child()}
        </Button>
      </div>
      <NeedsConnectionNote id={connection.noteId} action={m.family_needs_connection()} />
      <ul className="grid items-start gap-3 md:grid-cols-2">
        {family.members.map((member) => (
          <li key={member.id}>
            <MemberCard
              member={member}
              you={member.id === family.guardians.find((guardian) => guardian.you)?.id}
              guardian={family.guardians.some((guardian) => guardian.id === member.id)}
              onEdit={member.kind === 'child' ? () => open(member) : undefined}
              onRemove={member.kind === 'child' ? () => setRemoving(member) : undefined}
              offline={connection.offline}
            />
          </li>
        ))}
      </ul>
      {children.length === 0 && (
        <EmptyState icon={<UsersIcon />} title={m.family_no_children()} className="py-8" />
      )}
      <ChildForm open={formOpen} onOpenChange={setFormOpen} member={editing} onSave={save} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={m.family_remove_title({ name: removing?.name ?? '' })}
        description={m.family_remove_body()}
        confirmLabel={m.family_remove()}
        onConfirm={() => {
          if (removing) remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}

type MemberCardProps = {
  member: FamilyMember;
  /** The reader's own member. */
  you?: boolean;
  guardian: boolean;
  onEdit?: () => void;
  onRemove?: () => void;
  offline?: boolean;
};

/** A member as their guardians and admins see them; Edit and Remove where they may change them. */
export function MemberCard({ member, you, guardian, onEdit, onRemove, offline }: MemberCardProps) {
  const format = useFormat();
  const age = member.dateOfBirth ? ageOn(member.dateOfBirth, today()) : null;
  const facts = [
    age === null
      ? null
      : age === 1
        ? m.family_member_age_one({ age: format.count(age) })
        : m.family_member_age_other({ age: format.count(age) }),
    member.schoolYear,
  ].filter(Boolean);
  return (
    <article className="flex gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-xs">
      <Avatar className="size-12">
        {member.photoUrl && <AvatarImage src={member.photoUrl} alt="" />}
        <AvatarFallback>{initials(member.name)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h3 className="font-semibold wrap-anywhere text-slate-900">{member.name}</h3>
        <div className="flex flex-wrap gap-1.5">
          {you && <Badge variant="success">{m.family_member_you()}</Badge>}
          {guardian && !you && <Badge variant="muted">{m.family_member_guardian()}</Badge>}
          {member.level && <Badge variant="outline">{MEMBER_LEVEL_NAMES[member.level]()}</Badge>}
          {member.medicalNotes && (
            <Badge variant="warning">
              <HeartPulseIcon aria-hidden="true" />
              {m.family_member_medical()}
            </Badge>
          )}
        </div>
        {facts.length > 0 && <p className="text-sm text-slate-600">{facts.join(' · ')}</p>}
        {member.emergencyContactName && member.emergencyContactPhone && (
          <p className="text-sm wrap-anywhere text-slate-600">
            {withElement(
              (phone) => m.family_member_emergency({ name: member.emergencyContactName!, phone }),
              <span className="whitespace-nowrap">{member.emergencyContactPhone}</span>,
            )}
          </p>
        )}
        {(onEdit ?? onRemove) && (
          <div className="mt-1 flex flex-wrap gap-2">
            {onEdit && (
              <Button
                size="sm"
                variant="outline"
                onClick={onEdit}
                disabled={offline}
                aria-label={m.family_edit_member({ name: member.name })}
              >
                <PencilIcon aria-hidden="true" />
                {m.family_edit()}
              </Button>
            )}
            {onRemove && (
              <Button
                size="sm"
                variant="outline"
                className="text-red-700"
                onClick={onRemove}
                disabled={offline}
                aria-label={m.family_remove_label({ name: member.name })}
              >
                <Trash2Icon aria-hidden="true" />
                {m.family_remove()}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** Its buttons are off while offline; the members' note above says why, once for the page. */
function Guardians({ family }: { family: Family }) {
  const format = useFormat();
  const connection = useConnectionRequired();
  const invite = useInviteGuardian();
  const withdraw = useWithdrawInvitation();
  const removeGuardian = useRemoveGuardian();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<NewInvitation | null>(null);
  const [leaving, setLeaving] = useState(false);
  const you = family.guardians.find((guardian) => guardian.you);
  // A guardian alone has no one to leave the children with (the server refuses it too).
  const mayLeave = family.guardians.length > 1;

  const makeLink = async () => {
    setFailure(null);
    setEmailError(undefined);
    try {
      setMade(await invite.mutateAsync(email.trim() || undefined));
      setEmail('');
    } catch (error) {
      const problem = await readApiError(error);
      if (problem.fields?.email) setEmailError(problem.fields.email);
      else setFailure(problem.message);
    }
  };
  const link = made ? new URL(made.path, window.location.origin).href : '';
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    toast.success(m.family_invite_copied(), { duration: SUCCESS_TOAST_MS });
  };

  return (
    <section aria-labelledby="family-guardians" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="family-guardians" className="text-xl font-bold">
          {m.family_guardians_heading()}
        </h2>
        <p className="text-sm text-slate-600">{m.family_guardians_intro()}</p>
      </div>
      <ul className="grid gap-2">
        {family.guardians.map((guardian) => (
          <li
            key={guardian.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
          >
            <span className="min-w-0">
              <span className="block font-semibold wrap-anywhere">
                {guardian.name}
                {guardian.you && (
                  <Badge variant="success" className="ml-2 align-middle">
                    {m.family_member_you()}
                  </Badge>
                )}
              </span>
              <span className="block text-sm wrap-anywhere text-slate-600">{guardian.email}</span>
            </span>
            {guardian.you && mayLeave && (
              <Button
                size="sm"
                variant="outline"
                disabled={connection.offline}
                onClick={() => setLeaving(true)}
              >
                {m.family_leave()}
              </Button>
            )}
            {!guardian.you && (
              <Button
                size="sm"
                variant="outline"
                className="text-red-700"
                disabled={connection.offline}
                aria-label={m.family_remove_guardian_label({ name: guardian.name })}
                onClick={() =>
                  removeGuardian.mutate(guardian.id, {
                    onError: (error) => void toastFailure(error),
                  })
                }
              >
                {m.family_remove()}
              </Button>
            )}
          </li>
        ))}
        {family.invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm"
          >
            <span className="wrap-anywhere text-slate-700">
              {m.family_invitation_pending({
                email: invitation.email ?? m.family_invitation_anyone(),
                date: format.date(invitation.expiresAt),
              })}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={connection.offline}
              onClick={() =>
                withdraw.mutate(invitation.id, { onError: (error) => void toastFailure(error) })
              }
            >
              {m.family_invitation_withdraw()}
            </Button>
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void makeLink();
        }}
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-4"
        aria-label={m.family_invite()}
      >
        <h3 className="font-semibold">{m.family_invite()}</h3>
        <FormField formId="invite" name="email" label={m.family_invite_email()} error={emailError}>
          {(control) => (
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...control}
            />
          )}
        </FormField>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button
          type="submit"
          className="justify-self-start"
          disabled={invite.isPending || connection.offline}
        >
          <UserPlusIcon aria-hidden="true" />
          {m.family_invite_make()}
        </Button>
        {made && (
          <div
            role="status"
            className="grid gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950"
          >
            <p>{m.family_invite_link_intro({ days: format.count(FAMILY_INVITATION_DAYS) })}</p>
            <div className="flex flex-wrap gap-2">
              <Input
                readOnly
                value={link}
                aria-label={m.family_invite_link_label()}
                className="min-w-0 flex-1 font-mono text-xs"
                onFocus={(event) => event.target.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" />
                {m.family_invite_copy()}
              </Button>
            </div>
          </div>
        )}
      </form>
      {you && (
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={m.family_leave_title()}
          description={m.family_leave_body()}
          confirmLabel={m.family_leave()}
          onConfirm={() => {
            setLeaving(false);
            removeGuardian.mutate(you.id, { onError: (error) => void toastFailure(error) });
          }}
        />
      )}
    </section>
  );
}

/** The family's data as one file: what the academy keeps of them, for them to keep. */
function FamilyData() {
  const download = useDownloadFamilyData();
  const connection = useConnectionRequired();
  return (
    <section aria-labelledby="family-data" className="grid gap-2">
      <h2 id="family-data" className="text-xl font-bold">
        {m.family_data_heading()}
      </h2>
      <p className="text-sm text-slate-600">{m.family_data_intro()}</p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={download.isPending || connection.offline}
        onClick={() => download.mutate(undefined, { onError: (error) => void toastFailure(error) })}
      >
        <DownloadIcon aria-hidden="true" />
        {m.family_data_download()}
      </Button>
    </section>
  );
}
