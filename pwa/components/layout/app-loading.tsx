import { m } from '#shared/i18n/paraglide/messages.js';

/** The first paint while the page's code loads: the brand colour bar and a calm spinner. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="h-16 border-b border-slate-200 bg-white" />
      <div className="flex flex-1 items-center justify-center" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-emerald-100 border-t-emerald-700" />
        <span className="sr-only">{m.app_loading()}</span>
      </div>
    </div>
  );
}
