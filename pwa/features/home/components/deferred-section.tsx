import { Suspense, type ReactNode } from 'react';
import { cn } from '#pwa/lib/utils.ts';
import { useFirstInView } from '../hooks/use-first-in-view.ts';

type DeferredSectionProps = {
  /** Shown until the section is near the viewport and its code has loaded; reserves the space. */
  placeholder: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * Renders its children (typically React.lazy sections) only once the spot is near the viewport,
 * so the home page's first paint loads the hero's code and nothing below the fold.
 */
export function DeferredSection({ placeholder, children, className }: DeferredSectionProps) {
  const { ref, inView } = useFirstInView<HTMLDivElement>();
  return (
    <div ref={ref} className={cn(className)}>
      {inView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
