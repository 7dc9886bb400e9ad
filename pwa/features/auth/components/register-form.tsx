import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, UserPlusIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '#shared/validation.ts';
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
import { toastSuccess } from '#pwa/components/ui/sonner.tsx';
import { readApiError } from '#pwa/lib/api-client.ts';
import { useAuth } from '#pwa/lib/auth.tsx';
import { identityErrorMessage } from '#pwa/lib/identity-errors.ts';
import { useConnectionRequired } from '#pwa/lib/use-online-status.ts';
import { registerFormSchema, type RegisterForm as RegisterValues } from '../schemas.ts';
import { PasswordInput } from './password-input.tsx';

const FORM_ID = 'register';
const EMPTY: RegisterValues = {
  name: '',
  photoURL: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Sign-up (spec section 4): passwords match, create, update profile, post the user, reset, toast, go on. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { signUp } = useAuth();
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
        const answer = await signUp(values);
        if (answer.insertedId) {
          reset(EMPTY);
          toastSuccess('Your account is ready. Welcome to Sports Academy!');
          onSuccess();
        } else {
          setFailure('Your account was created but could not be saved. Please try logging in.');
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
      // The spec's alert when the two passwords differ; nothing is sent.
      const { password, confirmPassword } = getValues();
      if (password && confirmPassword && password !== confirmPassword) setMismatchOpen(true);
    },
  );

  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        <NeedsConnectionNote id={connection.noteId} action="Creating an account" />
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormField formId={FORM_ID} name="name" label="Name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              placeholder="Your full name"
              {...register('name')}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="photoURL"
          label="Photo URL"
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
        <FormField formId={FORM_ID} name="email" label="Email" error={errors.email?.message}>
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
            label="Password"
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
            )}
          </FormField>
          <FormField
            formId={FORM_ID}
            name="confirmPassword"
            label="Confirm Password"
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
          6–20 characters with an uppercase letter, a lowercase letter and one of{' '}
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
          {isSubmitting ? 'Creating your account…' : 'Register'}
        </Button>
      </form>

      <AlertDialog open={mismatchOpen} onOpenChange={setMismatchOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="flex items-center gap-2 text-red-800">
              <AlertCircleIcon className="size-6" aria-hidden="true" />
              {MESSAGES.passwordErrorTitle}
            </AlertDialogTitle>
            <AlertDialogDescription>{MESSAGES.passwordsDoNotMatch}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
