import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * The academy's mark and name, linking home. `shrinkToMark` (the navbar): the link takes the room
 * its row leaves, and where that is too narrow for the name (the widest header: offline, the bell,
 * Install, at 360 px and beside the navbar's links at 1280 px) the name gives way to the mark, for
 * screen readers still. On phones its words are stacked, so the row's changes never re-wrap them.
 */
export function Brand({
  className,
  inverted = false,
  shrinkToMark = false,
}: {
  className?: string;
  inverted?: boolean;
  shrinkToMark?: boolean;
}) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(paths.home)}
      className={cn(
        'flex items-center gap-2.5 rounded-lg',
        // Never narrower than the mark: the row's other flexible part gives way first.
        shrinkToMark && 'min-w-9 flex-1 basis-0 @container',
        className,
      )}
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
          // The mark (2.25rem), the gap and the longer word ("Academy", "একাডেমি").
          shrinkToMark && '@max-[8.5rem]:sr-only',
        )}
      >
        {m.app_brand_first()}{' '}
        <span
          className={cn(
            inverted ? 'text-amber-300' : 'text-emerald-700',
            // On phones the two words stand one above the other whatever the row holds: a name
            // that wrapped only when the Install button came would move (CLS).
            shrinkToMark && 'max-sm:block',
          )}
        >
          {m.app_brand_second()}
        </span>
      </span>
    </Link>
  );
}
