import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { identityErrorMessage } from '#pwa/lib/auth/identity-errors.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { GoogleIcon } from './google-icon.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * product.md's social login section: one Google button (never named "Login": tests click
 * /^login$/).
 * Offline it is disabled; the form above it says why (one note per page is enough).
 */
export function SocialLogin({
  onSuccess,
  disabled = false,
}: {
  onSuccess: () => void;
  disabled?: boolean;
}) {
  const { signInWithGoogle } = useAuth();
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const online = useOnlineStatus();

  async function handleClick() {
    setError(null);
    setPending(true);
    try {
      await signInWithGoogle();
      onSuccess();
    } catch (caught) {
      console.warn('Google sign-in failed', caught);
      setError(identityErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {m.auth_or_continue_with()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={handleClick}
        disabled={disabled || pending || !online}
      >
        <GoogleIcon className="size-5" />
        {pending ? m.auth_opening_google() : m.auth_google()}
      </Button>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
