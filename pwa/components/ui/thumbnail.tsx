import { cn } from '#pwa/lib/utils.ts';

/**
 * A list row's photo: loaded lazily, cropped to its box (a 4:3 photo's intrinsic size, so the
 * row keeps its height while it loads), grey until it arrives; never narrower than its box (a
 * crowded table would squeeze it, e.g. with Bangla's wider headings).
 */
export function Thumbnail({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className={cn('max-w-none shrink-0 bg-slate-100 object-cover', className)}
    />
  );
}
