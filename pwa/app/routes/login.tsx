import { Link, useLocation, useNavigate } from 'react-router';
import * as React from 'react';
import { paths, type FromState } from '#pwa/lib/navigation/paths.ts';
import { AuthLayout } from '#pwa/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#pwa/features/auth/components/login-form.tsx';
import { SocialLogin } from '#pwa/features/auth/components/social-login.tsx';
import { preloadIdentity } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** Where to go after signing in: the page the user came from, or home (product.md §2). */
function useReturnTo() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as FromState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : paths.home;
  return () => navigate(target, { replace: true });
}

export function Component() {
  React.useEffect(preloadIdentity, []);
  const returnTo = useReturnTo();
  return (
    <AuthLayout>
      <title>{m.meta_page_title({ page: m.auth_login_title() })}</title>
      <div className="mb-7 space-y-2">
        <h1 className="text-3xl first-letter:uppercase">{m.auth_login_heading()}</h1>
        <p className="text-slate-600">{m.auth_login_intro()}</p>
      </div>
      <div className="space-y-6">
        <LoginForm onSuccess={returnTo} />
        <SocialLogin onSuccess={returnTo} />
        <p className="text-center text-sm text-slate-600">
          {m.auth_new_here()}{' '}
          <Link
            to={paths.register}
            className="font-semibold text-emerald-700 underline-offset-4 hover:underline"
          >
            {m.auth_register_fast()}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
