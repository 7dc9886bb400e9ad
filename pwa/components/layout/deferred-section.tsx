import { Suspense, type ReactNode } from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';
import { useFirstInView } from '#pwa/lib/timing/use-first-in-view.ts';

type DeferredSectionProps = {
  /** Shown until the section is near the viewport and its code has loaded; reserves the space. */
  placeholder: ReactNode;
  children: ReactNode;
  className?: string;
  /** Load now, whatever the scroll position (e.g. the page was opened at '/#contact'). */
  eager?: boolean;
};

/**
 * Renders its children (typically React.lazy sections) only once the spot is near the viewport,
 * so the home page's first paint loads the hero's code and nothing below the fold.
 */
export function DeferredSection({
  placeholder,
  children,
  className,
  eager = false,
}: DeferredSectionProps) {
  const { ref, inView } = useFirstInView<HTMLDivElement>();
  return (
    <div ref={ref} className={cn(className)}>
      {inView || eager ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
