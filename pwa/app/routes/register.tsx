import { Link, useNavigate } from 'react-router';
import * as React from 'react';
import { paths } from '#pwa/app/paths.ts';
import { AuthLayout } from '#pwa/features/auth/components/auth-layout.tsx';
import { RegisterForm } from '#pwa/features/auth/components/register-form.tsx';
import { SocialLogin } from '#pwa/features/auth/components/social-login.tsx';
import { preloadIdentity } from '#pwa/lib/auth.tsx';

export function Component() {
  React.useEffect(preloadIdentity, []);
  const navigate = useNavigate();
  const goHome = () => navigate(paths.home);
  return (
    <AuthLayout>
      <title>Register · Sports Academy</title>
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl">Please Register</h1>
        <p className="text-slate-600">
          Create your account to select classes and pay for them in one go.
        </p>
      </div>
      <div className="space-y-6">
        <RegisterForm onSuccess={goHome} />
        <SocialLogin onSuccess={goHome} />
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link
            to={paths.login}
            className="font-semibold text-emerald-700 underline-offset-4 hover:underline"
          >
            Please Login
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
