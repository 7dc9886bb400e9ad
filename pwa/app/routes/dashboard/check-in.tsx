import { useParams, useSearchParams } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CheckInScreen } from '#pwa/features/roster/components/check-in-screen.tsx';
import { CHECK_IN_CLASS_PARAM } from '#pwa/features/roster/lib/check-in-path.ts';

export function Component() {
  const { sessionId = '' } = useParams();
  const [search] = useSearchParams();
  const classId = search.get(CHECK_IN_CLASS_PARAM) ?? '';
  return (
    <section className="mx-auto max-w-2xl">
      <title>{m.meta_page_title({ page: m.check_in_action() })}</title>
      <CheckInScreen classId={classId} sessionId={sessionId} />
    </section>
  );
}
