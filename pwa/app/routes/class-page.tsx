// /classes/:id: one class's page. The classes feature shows the class; beside it what the reader
// can do (pwa/app/class-action.tsx: Enrolled with the pass, the place in line or the offer, Select
// or Join waitlist, or for staff the class's own pages), and the calendar feature's "Add to
// calendar" link (a feature never imports another: this route composes them). Offline, a class
// this device has nothing saved of says so, and offers the saved catalogue.
import { SearchXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Class } from '#shared/schemas/class.ts';
import { instructorAnchorOf, paths } from '#pwa/lib/navigation/paths.ts';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NotSavedState } from '#pwa/components/feedback/not-saved-state.tsx';
import { OfflineNote } from '#pwa/components/feedback/offline-note.tsx';
import { PageHead } from '#pwa/components/layout/page-head.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useCatalogueCopy, useClassDetail } from '#pwa/features/classes/api/get-class.ts';
import { AddToCalendarLink } from '#pwa/features/calendar/components/add-to-calendar-link.tsx';
import { ClassDetails } from '#pwa/features/classes/components/class-details.tsx';
import { PageAction } from '#pwa/app/class-action.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { isNotFound } from '#pwa/lib/api/not-found.ts';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';
import { useApiErrorMessage } from '#pwa/lib/api/use-api-error-message.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { useSavedAt } from '#pwa/lib/storage/use-saved-at.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** A share preview's description: the class's own first words, else its facts in a sentence. */
const DESCRIPTION_LENGTH = 160;

export function Component() {
  const { id = '' } = useParams();
  const detail = useClassDetail(id);
  const online = useOnlineStatus();
  const missing = isNotFound(detail.error);
  // Nothing saved of this page and no connection: what the synced catalogue knows.
  const catalogue = useCatalogueCopy(id, !detail.data && !missing && (detail.isError || !online));
  const copy = catalogue.copy;
  // Not the page, not even the class in the saved catalogue: say so rather than load forever.
  const notSaved = !copy && isNotSavedHere(detail) && catalogue.lookedUp;
  const savedAt = useSavedAt({
    data: detail.data ? { savedAt: null } : undefined,
    dataUpdatedAt: detail.dataUpdatedAt,
  });
  const errorMessage = useApiErrorMessage(detail.error);
  const localePath = useLocalePath();
  const item = detail.data ?? copy;

  return (
    <div className="bg-slate-50">
      <div className="container-page pt-6">
        <Link
          to={localePath(paths.classes)}
          className="text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          <span aria-hidden="true">← </span>
          {m.class_page_back()}
        </Link>
      </div>
      {item ? (
        <>
          <ClassHead item={item} />
          {savedAt && (
            <div className="container-page pt-4">
              <OfflineNote savedAt={savedAt} />
            </div>
          )}
          <ClassDetails
            item={item}
            sessions={detail.data ?? null}
            instructorHref={localePath(`${paths.instructors}#${instructorAnchorOf(item.Iemail)}`)}
            action={
              <div className="grid gap-2">
                <PageAction item={item} detail={detail.data} />
                {/* Only an approved class's file is anyone's to fetch (a plain link sends no
                    token); a class without sessions would give an empty calendar. */}
                {item.status === 'approved' && item.sessionCount !== 0 && (
                  <AddToCalendarLink classId={item._id} className="w-full" />
                )}
              </div>
            }
            note={<StatusNote item={item} fromCatalogue={!detail.data} />}
          />
        </>
      ) : missing ? (
        <div className="container-page py-10">
          <PageHead title={m.meta_page_title({ page: m.class_page_not_found_title() })} />
          <EmptyState
            icon={<SearchXIcon />}
            title={m.class_page_not_found_title()}
            description={m.class_page_not_found_text()}
            action={
              <Button asChild>
                <Link to={localePath(paths.classes)}>{m.class_page_browse()}</Link>
              </Button>
            }
          />
        </div>
      ) : notSaved ? (
        <div className="container-page py-10">
          <PageHead title={m.meta_page_title({ page: m.class_page_not_saved_title() })} />
          <NotSavedState
            title={m.class_page_not_saved_title()}
            description={m.class_page_not_saved_text()}
            action={
              <Button asChild>
                <Link to={localePath(paths.classes)}>{m.class_page_saved_catalogue()}</Link>
              </Button>
            }
          />
        </div>
      ) : detail.isError ? (
        <div className="container-page py-10">
          <PageHead title={m.meta_page_title({ page: m.class_page_load_error() })} />
          <ErrorState
            title={m.class_page_load_error()}
            message={errorMessage}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        </div>
      ) : (
        <ClassPageSkeleton />
      )}
    </div>
  );
}

/** Title, description and the share preview (the class's photo). */
function ClassHead({ item }: { item: Class }) {
  const facts = useClassFacts();
  const format = useFormat();
  const own = item.description?.replace(/\s+/g, ' ').trim() ?? '';
  const description = own
    ? own.length > DESCRIPTION_LENGTH
      ? `${own.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
      : own
    : m.class_page_meta_description({
        sport: facts.sport(item.sport) ?? m.class_page_sport_fallback(),
        instructor: item.IName,
        venue: facts.venue(item.venue) ?? m.class_page_venue_fallback(),
        price: format.price(item.price, item.currency),
        seats: format.count(item.sets),
      });
  return (
    <PageHead
      title={m.meta_page_title({ page: item.Name })}
      description={description}
      share={{ image: item.photo, type: 'article' }}
    />
  );
}

/** Why the sessions are missing (the catalogue's copy), or who sees an unapproved class. */
function StatusNote({ item, fromCatalogue }: { item: Class; fromCatalogue: boolean }) {
  const text = fromCatalogue
    ? m.class_page_offline_copy()
    : item.status === 'pending'
      ? m.class_page_pending()
      : item.status === 'Denied'
        ? m.class_page_denied()
        : null;
  if (!text) return null;
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
      {text}
    </p>
  );
}

function ClassPageSkeleton() {
  return (
    <>
      <PageHead title={m.meta_page_title({ page: m.meta_classes_title() })} />
      <div
        className="container-page grid gap-8 py-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem]"
        role="status"
        aria-busy="true"
        aria-label={m.class_page_loading()}
      >
        <div className="space-y-4">
          <Skeleton className="aspect-[16/9] w-full rounded-card" />
          <Skeleton className="h-6 w-40 rounded-full" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-64 w-full rounded-card" />
      </div>
    </>
  );
}
