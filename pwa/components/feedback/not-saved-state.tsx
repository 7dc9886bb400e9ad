// What a screen shows offline when this device has nothing saved of it (isNotSavedHere,
// pwa/lib/storage/not-saved.ts): a skeleton would load until the connection comes back. Sky, not red:
// being offline is not an error (product.md §9).
import { CloudOffIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function NotSavedState({
  title = m.offline_not_saved_title(),
  description = m.offline_not_saved_text(),
  action,
  className,
}: {
  title?: string;
  description?: string;
  /** Where to go meanwhile, e.g. a Button asChild with a Link to what is saved. */
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <EmptyState
        icon={<CloudOffIcon />}
        title={title}
        description={description}
        action={action}
        className="border-sky-200 bg-sky-50/60"
      />
    </div>
  );
}
