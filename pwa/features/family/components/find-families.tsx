import { SearchIcon, UsersIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Label } from '#pwa/components/ui/label.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { AdminFamily } from '#shared/schemas/family.ts';
import { useFamilySearch } from '../api/family.ts';
import { MemberCard } from './family-screen.tsx';

/** The admins' families: found by a guardian's name, e-mail or phone, or a child's name. */
export function FindFamilies() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const found = useFamilySearch(deferred);
  return (
    <div className="grid gap-6">
      <div className="grid max-w-md gap-2">
        <Label htmlFor="family-search">{m.families_search_label()}</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="family-search"
            type="search"
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      {found.isPending ? (
        <div aria-busy="true" aria-label={m.families_page_title()} className="grid gap-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : found.isError ? (
        <ErrorState onRetry={() => void found.refetch()} retrying={found.isFetching} />
      ) : found.data.families.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title={m.families_none()} />
      ) : (
        <ul className="grid gap-4" aria-busy={found.isFetching}>
          {found.data.families.map((family) => (
            <li key={family.id}>
              <FamilyCard family={family} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FamilyCard({ family }: { family: AdminFamily }) {
  const guardianIds = new Set(family.guardians.map((guardian) => guardian.id));
  return (
    <article className="grid gap-3 rounded-card border border-slate-200 bg-slate-50 p-4">
      <h2 className="font-semibold wrap-anywhere">
        {m.families_guardians({
          names: family.guardians.map((guardian) => guardian.name).join(', '),
        })}
      </h2>
      <ul className="grid gap-1 text-sm text-slate-700">
        {family.guardians.map((guardian) => (
          <li key={guardian.id} className="wrap-anywhere">
            {guardian.email}
            {guardian.phone && <span className="whitespace-nowrap"> · {guardian.phone}</span>}
          </li>
        ))}
      </ul>
      <ul className="grid items-start gap-3 md:grid-cols-2">
        {family.members.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} guardian={guardianIds.has(member.id)} />
          </li>
        ))}
      </ul>
    </article>
  );
}
