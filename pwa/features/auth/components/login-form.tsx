import { zodResolver } from '@hookform/resolvers/zod';
import { LogInIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { identityErrorMessage } from '#pwa/lib/auth/identity-errors.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { loginFormSchema, type LoginForm as LoginValues } from '../schemas.ts';
import { PasswordInput } from './password-input.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

const FORM_ID = 'login';

/** E-mail and password sign-in. A failure is shown (product.md only logged it). */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useAuth();
  const [failure, setFailure] = React.useState<string | null>(null);
  const connection = useConnectionRequired();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
      onSuccess();
    } catch (error) {
      console.warn('Sign-in failed', error);
      setFailure(identityErrorMessage(error));
    }
  });

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
      <NeedsConnectionNote id={connection.noteId} action={m.auth_logging_in_action()} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField formId={FORM_ID} name="email" label={m.auth_email()} error={errors.email?.message}>
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
      <FormField
        formId={FORM_ID}
        name="password"
        label={m.auth_password()}
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting || connection.offline}
        aria-describedby={connection.describedBy}
      >
        <LogInIcon aria-hidden="true" />
        {isSubmitting ? m.auth_logging_in() : m.auth_login()}
      </Button>
    </form>
  );
}
