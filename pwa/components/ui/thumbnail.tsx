import * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

/**
 * A list row's photo: loaded lazily, cropped to its box (a 4:3 photo's intrinsic size, so the
 * row keeps its height while it loads), grey until it arrives; never narrower than its box (a
 * crowded table would squeeze it, e.g. with Bangla's wider headings). With a `fallback` (an
 * icon), a photo that is missing or fails to load gives way to that icon on a tinted tile of the
 * same box, rather than a grey hole or the browser's broken-image mark.
 */
export function Thumbnail({
  src,
  alt,
  className,
  fallback,
}: {
  src: string;
  alt: string;
  className?: string;
  fallback?: React.ReactNode;
}) {
  const [brokenSrc, setBrokenSrc] = React.useState<string | null>(null);
  if (fallback && (!src || brokenSrc === src)) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-slot="thumbnail-fallback"
        className={cn(
          'flex shrink-0 items-center justify-center bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100 ring-inset [&_svg]:size-6',
          className,
        )}
      >
        {fallback}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      onError={fallback ? () => setBrokenSrc(src) : undefined}
      className={cn('max-w-none shrink-0 bg-slate-100 object-cover', className)}
    />
  );
}
