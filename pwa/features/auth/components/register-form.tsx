import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, UserPlusIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/validation.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#pwa/components/ui/alert-dialog.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { identityErrorMessage } from '#pwa/lib/auth/identity-errors.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { registerFormSchema, type RegisterForm as RegisterValues } from '../schemas.ts';
import { PasswordInput } from './password-input.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

const FORM_ID = 'register';
const EMPTY: RegisterValues = {
  name: '',
  photoURL: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * Sign-up (product.md §4): passwords match, create, update profile, post the user, reset, toast, go
 * on.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { signUp } = useAuth();
  const format = useFormat();
  const [failure, setFailure] = React.useState<string | null>(null);
  const [mismatchOpen, setMismatchOpen] = React.useState(false);
  const connection = useConnectionRequired();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const response = await signUp(values);
        if (response.insertedId) {
          reset(EMPTY);
          toastSuccess(m.toast_account_ready());
          onSuccess();
        } else {
          setFailure(m.auth_account_not_saved());
        }
      } catch (error) {
        console.warn('Registration failed', error);
        const isIdentityError = typeof error === 'object' && error !== null && 'code' in error;
        setFailure(
          isIdentityError ? identityErrorMessage(error) : (await readApiError(error)).message,
        );
      }
    },
    () => {
      // product.md's alert when the two passwords differ; nothing is sent.
      const { password, confirmPassword } = getValues();
      if (password && confirmPassword && password !== confirmPassword) setMismatchOpen(true);
    },
  );

  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        <NeedsConnectionNote id={connection.noteId} action={m.auth_creating_account_action()} />
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormField formId={FORM_ID} name="name" label={m.auth_name()} error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              placeholder={m.auth_name_placeholder()}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="photoURL"
          label={m.auth_photo_url()}
          error={errors.photoURL?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://…"
              {...register('photoURL')}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="email"
          label={m.auth_email()}
          error={errors.email?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...register('email')}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            formId={FORM_ID}
            name="password"
            label={m.auth_password()}
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
            )}
          </FormField>
          <FormField
            formId={FORM_ID}
            name="confirmPassword"
            label={m.auth_confirm_password()}
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                {...register('confirmPassword')}
              />
            )}
          </FormField>
        </div>
        <p className="text-xs text-slate-600">
          {m.auth_password_rule({
            min: format.count(PASSWORD_MIN_LENGTH),
            max: format.count(PASSWORD_MAX_LENGTH),
          })}{' '}
          <span className="whitespace-nowrap">! @ # $ &amp; *</span>
        </p>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={isSubmitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          <UserPlusIcon aria-hidden="true" />
          {isSubmitting ? m.auth_creating_account() : m.auth_register()}
        </Button>
      </form>

      <AlertDialog open={mismatchOpen} onOpenChange={setMismatchOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="flex items-center gap-2 text-red-800">
              <AlertCircleIcon className="size-6" aria-hidden="true" />
              {m.validation_password_error_title()}
            </AlertDialogTitle>
            <AlertDialogDescription>{m.validation_passwords_do_not_match()}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction>{m.auth_ok()}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
