import { Home, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#pwa/components/ui/button.tsx';
import { useLocalePath, useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { paths } from '#shared/pages/page-table.ts';
import { PageHead } from './page-head.tsx';

type ErrorPageProps = {
  /** HTTP-like status; product.md's default is 404. */
  status?: number;
  message?: string;
  /** 'dashboard' renders inside the dashboard shell, smaller and with a link back to it. */
  variant?: 'site' | 'dashboard';
  dashboardHome?: string;
  /** Offer a reload, for errors that are not "this page does not exist". */
  canRetry?: boolean;
};

/**
 * product.md's error page: the status (default 404), 'Error', the message and 'Back to home page'.
 */
export function ErrorPage({
  status = 404,
  message = m.not_found_message(),
  variant = 'site',
  dashboardHome,
  canRetry = false,
}: ErrorPageProps) {
  const inDashboard = variant === 'dashboard';
  const format = useNumbers();
  const localePath = useLocalePath();
  const shownStatus = format.digits(String(status));
  return (
    <section
      aria-labelledby="error-title"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center text-center',
        inDashboard
          ? 'rounded-card border border-border bg-white px-6 py-12 shadow-sm'
          : 'px-4 py-20 md:py-28',
      )}
    >
      <PageHead
        title={m.meta_page_title({ page: m.meta_not_found_title({ status: shownStatus }) })}
      />
      <p
        aria-hidden="true"
        className={cn(
          'font-extrabold tracking-tighter text-emerald-700 tabular-nums',
          inDashboard ? 'text-6xl' : 'text-8xl md:text-9xl',
        )}
      >
        {shownStatus}
      </p>
      <h1 id="error-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
        <span className="sr-only">{shownStatus} </span>
        {m.not_found_error()}
      </h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={localePath(paths.home)}>
            <Home aria-hidden="true" />
            {m.not_found_back_home()}
          </Link>
        </Button>
        {inDashboard && dashboardHome && (
          <Button asChild size="lg" variant="outline">
            <Link to={dashboardHome}>{m.not_found_back_dashboard()}</Link>
          </Button>
        )}
        {canRetry && (
          <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {m.app_reload()}
          </Button>
        )}
      </div>
    </section>
  );
}
