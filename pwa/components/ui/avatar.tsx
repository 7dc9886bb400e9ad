/**
 * A round photo with initials until (or unless) it loads, as Radix's Avatar does, in a few lines:
 * the avatar is in the navigation bar, so it is first-paint code (decision 011).
 */
import * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

const ImageLoaded = React.createContext<{ loaded: boolean; setLoaded: (loaded: boolean) => void }>({
  loaded: false,
  setLoaded: () => {},
});

export function Avatar({ className, ...props }: React.ComponentProps<'span'>) {
  const [loaded, setLoaded] = React.useState(false);
  const value = React.useMemo(() => ({ loaded, setLoaded }), [loaded]);
  return (
    <ImageLoaded value={value}>
      <span
        data-slot="avatar"
        className={cn(
          'relative flex size-9 shrink-0 overflow-hidden rounded-full ring-2 ring-white',
          className,
        )}
        {...props}
      />
    </ImageLoaded>
  );
}

export function AvatarImage({ className, src, alt, ...props }: React.ComponentProps<'img'>) {
  const { loaded, setLoaded } = React.use(ImageLoaded);
  React.useEffect(() => () => setLoaded(false), [src, setLoaded]);
  return (
    <img
      src={src}
      alt={alt}
      // Hidden (the initials show) until it has loaded; a broken photo never shows.
      hidden={!loaded}
      onLoad={() => setLoaded(true)}
      onError={() => setLoaded(false)}
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<'span'>) {
  const { loaded } = React.use(ImageLoaded);
  if (loaded) return null;
  return (
    <span
      className={cn(
        'flex size-full items-center justify-center bg-emerald-100 text-sm font-bold text-emerald-800',
        className,
      )}
      {...props}
    />
  );
}

/** Initials for an avatar fallback: "Ada Lovelace" → "AL". */
export function initials(name: string | null | undefined, email?: string | null): string {
  const source = (name ?? '').trim() || (email ?? '').trim();
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}
