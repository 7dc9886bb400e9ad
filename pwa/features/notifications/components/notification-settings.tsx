/**
 * Which kinds also come as a push (PUT /api/notification-settings on each switch), for the kinds
 * the person's role gets; and push notifications on this device (push-on-device.tsx).
 */
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { toastError } from '#pwa/lib/feedback/toasts.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { PushKind } from '#shared/notifications/kinds.ts';
import {
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.ts';
import { PUSH_KINDS_FOR } from '../lib/push-kinds-for.ts';
import { PushOnDevice } from './push-on-device.tsx';
import { SwitchRow } from './switch-row.tsx';

const KIND_LABELS: Record<PushKind, () => string> = {
  class_approved: m.notification_settings_kind_class_approved,
  class_denied: m.notification_settings_kind_class_denied,
  waitlist_offer: m.notification_settings_kind_waitlist_offer,
  waitlist_offer_expired: m.notification_settings_kind_waitlist_offer_expired,
  payment_receipt: m.notification_settings_kind_payment_receipt,
  payment_approved: m.notification_settings_kind_payment_approved,
  family_enrolled: m.notification_settings_kind_family_enrolled,
  refund: m.notification_settings_kind_refund,
  session_cancelled: m.notification_settings_kind_session_cancelled,
  session_moved: m.notification_settings_kind_session_moved,
  session_reminder: m.notification_settings_kind_session_reminder,
};

export function NotificationSettings() {
  return (
    <section aria-labelledby="push-settings-heading" className="space-y-5">
      <h2 id="push-settings-heading" className="text-xl font-bold">
        {m.notification_settings_heading()}
      </h2>
      <PushOnDevice />
      <PushKindSwitches />
    </section>
  );
}

function PushKindSwitches() {
  const { role } = useAuth();
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const online = useOnlineStatus();
  if (query.isPending) {
    return <SkeletonList label={m.notification_settings_loading()} count={3} height="h-10" />;
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={m.notification_settings_error()}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const chosen = new Set(query.data.pushKinds);
  const toggle = (kind: PushKind, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(kind);
    else next.delete(kind);
    save.mutate(
      { pushKinds: [...next] },
      { onError: () => toastError(m.notification_settings_save_failed()) },
    );
  };
  return (
    <fieldset className="rounded-card border border-slate-200 bg-white px-4 py-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {m.notification_settings_kinds_legend()}
      </legend>
      <p className="pt-1 text-sm text-slate-600">{m.notification_settings_intro()}</p>
      <NeedsConnectionNote action={m.notification_settings_offline_action()} className="mt-2" />
      <div className="divide-y divide-slate-200">
        {PUSH_KINDS_FOR[role ?? 'student'].map((kind) => (
          <SwitchRow
            key={kind}
            label={KIND_LABELS[kind]()}
            checked={chosen.has(kind)}
            disabled={!online}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
      </div>
    </fieldset>
  );
}
