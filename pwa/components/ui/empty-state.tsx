import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

type EmptyStateProps = {
  icon?: React.ReactNode;
  title: string;
  description?: React.ReactNode;
  /** The next step, e.g. a Button asChild with a Link. */
  action?: React.ReactNode;
  className?: string;
};

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-slate-300 bg-slate-50/60 px-6 py-14 text-center',
        className,
      )}
    >
      {icon && (
        <div
          className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 [&_svg]:size-7"
          aria-hidden="true"
        >
          {icon}
        </div>
      )}
      <h2 className="text-lg font-bold">{title}</h2>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
