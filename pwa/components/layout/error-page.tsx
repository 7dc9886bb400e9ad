import { Home, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#pwa/components/ui/button.tsx';
import { cn } from '#pwa/lib/utils.ts';

type ErrorPageProps = {
  /** HTTP-like status; the spec's default is 404. */
  status?: number;
  message?: string;
  /** 'dashboard' renders inside the dashboard shell, smaller and with a link back to it. */
  variant?: 'site' | 'dashboard';
  dashboardHome?: string;
  /** Offer a reload, for errors that are not "this page does not exist". */
  canRetry?: boolean;
};

/** The spec's error page: the status (default 404), 'Error', the message and 'Back to home page'. */
export function ErrorPage({
  status = 404,
  message = "Sorry, we couldn't find the page you were looking for.",
  variant = 'site',
  dashboardHome,
  canRetry = false,
}: ErrorPageProps) {
  const inDashboard = variant === 'dashboard';
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
      <title>{`Error ${status} · Sports Academy`}</title>
      <p
        aria-hidden="true"
        className={cn(
          'font-extrabold tracking-tighter text-emerald-700 tabular-nums',
          inDashboard ? 'text-6xl' : 'text-8xl md:text-9xl',
        )}
      >
        {status}
      </p>
      <h1 id="error-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
        <span className="sr-only">{status} </span>Error
      </h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Back to home page
          </Link>
        </Button>
        {inDashboard && dashboardHome && (
          <Button asChild size="lg" variant="outline">
            <Link to={dashboardHome}>Back to dashboard</Link>
          </Button>
        )}
        {canRetry && (
          <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload
          </Button>
        )}
      </div>
    </section>
  );
}
