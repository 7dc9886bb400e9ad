import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { useLocalePath } from '#pwa/lib/locale.tsx';
import { cn } from '#pwa/lib/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** The academy's mark and name, linking home. */
export function Brand({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(paths.home)}
      className={cn('flex items-center gap-2.5 rounded-lg', className)}
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-emerald-700 text-amber-300 shadow-sm"
      >
        <TrophyIcon className="size-5" strokeWidth={2.25} />
      </span>
      <span
        className={cn(
          'text-lg leading-none font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {m.app_brand_first()}{' '}
        <span className={inverted ? 'text-amber-300' : 'text-emerald-700'}>
          {m.app_brand_second()}
        </span>
      </span>
    </Link>
  );
}
