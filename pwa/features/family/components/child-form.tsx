import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { Textarea } from '#pwa/components/ui/textarea.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { MEMBER_LEVEL_NAMES } from '../lib/member-levels.ts';
import {
  childDetailsSchema,
  MEMBER_LEVELS,
  type ChildDetails,
  type FamilyMember,
} from '#shared/schemas/family.ts';

/** What the fields hold: text (an empty choice or field is no value), and the consent's tick. */
type ChildFormValues = Omit<z.input<typeof childDetailsSchema>, 'level' | 'photoUrl'> & {
  level: string;
  photoUrl: string;
};
/** The API's schema reads the form's empty texts as no value. */
const resolver = zodResolver(childDetailsSchema) as unknown as Resolver<
  ChildFormValues,
  unknown,
  ChildDetails
>;

const FORM_ID = 'child-form';

function valuesOf(member: FamilyMember | null): ChildFormValues {
  return {
    name: member?.name ?? '',
    dateOfBirth: member?.dateOfBirth ?? '',
    level: member?.level ?? '',
    schoolYear: member?.schoolYear ?? '',
    medicalNotes: member?.medicalNotes ?? '',
    emergencyContactName: member?.emergencyContactName ?? '',
    emergencyContactPhone: member?.emergencyContactPhone ?? '',
    photoUrl: member?.photoUrl ?? '',
    photoConsent: member?.photoConsent ?? false,
  };
}

type ChildFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The child to change; null to add one. */
  member: FamilyMember | null;
  /** Sends the details; a refusal it throws is shown on the form. */
  onSave: (details: ChildDetails) => Promise<void>;
};

/**
 * A child's details, checked with the API's own schema. The fields the API refuses are shown at
 * their field, in the page's language.
 */
export function ChildForm({ open, onOpenChange, member, onSave }: ChildFormProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {/* A fresh form each time it opens, with the member's values of now. */}
        {open && (
          <ChildFormBody member={member} onSave={onSave} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChildFormBody({
  member,
  onSave,
  onCancel,
}: Pick<ChildFormProps, 'member' | 'onSave'> & { onCancel: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const connection = useConnectionRequired();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChildFormValues, unknown, ChildDetails>({
    resolver,
    defaultValues: valuesOf(member),
  });

  const save = handleSubmit(async (details) => {
    setFailure(null);
    try {
      await onSave(details);
    } catch (error) {
      const problem = await readApiError(error);
      for (const [field, message] of Object.entries(problem.fields ?? {})) {
        if (field in valuesOf(null)) setError(field as keyof ChildFormValues, { message });
      }
      setFailure(problem.message);
    }
  });

  const title = member ? m.family_edit_member({ name: member.name }) : m.family_add_child();
  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{m.family_form_medical_notes_hint()}</DialogDescription>
      </DialogHeader>
      <FormField
        formId={FORM_ID}
        name="name"
        label={m.family_form_name()}
        error={errors.name?.message}
      >
        {(control) => <Input autoComplete="off" {...control} {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          formId={FORM_ID}
          name="dateOfBirth"
          label={m.family_form_date_of_birth()}
          error={errors.dateOfBirth?.message}
        >
          {(control) => <Input type="date" {...control} {...register('dateOfBirth')} />}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="level"
          label={m.family_form_level()}
          error={errors.level?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...register('level')}>
              <option value="">{m.family_form_level_unknown()}</option>
              {MEMBER_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {MEMBER_LEVEL_NAMES[level]()}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        formId={FORM_ID}
        name="schoolYear"
        label={m.family_form_school_year()}
        error={errors.schoolYear?.message}
      >
        {(control) => <Input {...control} {...register('schoolYear')} />}
      </FormField>
      <FormField
        formId={FORM_ID}
        name="medicalNotes"
        label={m.family_form_medical_notes()}
        error={errors.medicalNotes?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('medicalNotes')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          formId={FORM_ID}
          name="emergencyContactName"
          label={m.family_form_emergency_name()}
          error={errors.emergencyContactName?.message}
        >
          {(control) => (
            <Input autoComplete="off" {...control} {...register('emergencyContactName')} />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="emergencyContactPhone"
          label={m.family_form_emergency_phone()}
          error={errors.emergencyContactPhone?.message}
        >
          {(control) => (
            <Input
              type="tel"
              autoComplete="off"
              {...control}
              {...register('emergencyContactPhone')}
            />
          )}
        </FormField>
      </div>
      <FormField
        formId={FORM_ID}
        name="photoUrl"
        label={m.family_form_photo_url()}
        error={errors.photoUrl?.message}
      >
        {(control) => <Input type="url" {...control} {...register('photoUrl')} />}
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-emerald-700"
          {...register('photoConsent')}
        />
        <span>{m.family_form_photo_consent()}</span>
      </label>
      {failure && <FormAlert>{failure}</FormAlert>}
      <NeedsConnectionNote id={connection.noteId} action={m.family_needs_connection()} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.family_form_cancel()}
        </Button>
        <Button
          type="submit"
          disabled={isSubmitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {isSubmitting ? m.family_form_saving() : m.family_form_save()}
        </Button>
      </DialogFooter>
    </form>
  );
}
