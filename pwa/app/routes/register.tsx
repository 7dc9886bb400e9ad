import { Link, useNavigate } from 'react-router';
import * as React from 'react';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { AuthLayout } from '#pwa/features/auth/components/auth-layout.tsx';
import { RegisterForm } from '#pwa/features/auth/components/register-form.tsx';
import { SocialLogin } from '#pwa/features/auth/components/social-login.tsx';
import { preloadIdentity } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function Component() {
  React.useEffect(preloadIdentity, []);
  const navigate = useNavigate();
  const goHome = () => navigate(paths.home);
  return (
    <AuthLayout>
      <title>{m.meta_page_title({ page: m.auth_register_title() })}</title>
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl">{m.auth_register_heading()}</h1>
        <p className="text-slate-600">{m.auth_register_intro()}</p>
      </div>
      <div className="space-y-6">
        <RegisterForm onSuccess={goHome} />
        <SocialLogin onSuccess={goHome} />
        <p className="text-center text-sm text-slate-600">
          {m.auth_have_account()}{' '}
          <Link
            to={paths.login}
            className="font-semibold text-emerald-700 underline-offset-4 hover:underline"
          >
            {m.auth_please_login()}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
