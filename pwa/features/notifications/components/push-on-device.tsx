/**
 * "Push notifications on this device": a switch that asks the browser's permission only when the
 * person turns it on, and says plainly why it cannot be on (no Push API here, notifications
 * blocked for the site and how to allow them, offline).
 */
import { BellOffIcon, InfoIcon } from 'lucide-react';
import * as React from 'react';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { toastError } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  pushIsOn,
  pushSupported,
  sendPushLanguage,
  turnPushOff,
  turnPushOn,
} from '../api/push-on-device.ts';
import { SwitchRow } from './switch-row.tsx';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

function initialState(): DeviceState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

export function PushOnDevice() {
  const [state, setState] = React.useState<DeviceState>(initialState);
  const [busy, setBusy] = React.useState(false);
  const [notAllowed, setNotAllowed] = React.useState(false);
  const online = useOnlineStatus();
  const { locale, digits } = useLocale();

  React.useEffect(() => {
    if (state !== 'checking') return;
    let active = true;
    void pushIsOn()
      .catch(() => false)
      .then((on) => active && setState(on ? 'on' : 'off'));
    return () => {
      active = false;
    };
  }, [state]);

  // Pushes are written in the language the device last told the server: a reader who switched
  // language gets the next ones in the new one (the same endpoint again replaces its row).
  React.useEffect(() => {
    if (state === 'on' && online) void sendPushLanguage(locale).catch(() => undefined);
  }, [state, online, locale]);

  const change = async (on: boolean) => {
    setBusy(true);
    setNotAllowed(false);
    try {
      if (on) {
        const permission = await turnPushOn(locale);
        if (permission === 'granted') setState('on');
        else if (permission === 'denied') setState('denied');
        else setNotAllowed(true);
      } else {
        await turnPushOff();
        setState('off');
      }
    } catch (error) {
      const { message } = await readApiError(error, { locale, digits });
      toastError(
        on ? m.notification_settings_turn_on_failed() : m.notification_settings_turn_off_failed(),
        message,
      );
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported' || state === 'denied') {
    return (
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <h3 className="font-semibold">{m.notification_settings_device_heading()}</h3>
        <p role="status" className="mt-2 flex gap-2 text-sm text-slate-700">
          {state === 'denied' ? (
            <BellOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <span>
            {state === 'denied'
              ? m.notification_settings_denied()
              : m.notification_settings_unsupported()}
          </span>
        </p>
      </div>
    );
  }
  const on = state === 'on';
  return (
    <div className="rounded-card border border-slate-200 bg-white px-4 py-1">
      <SwitchRow
        label={m.notification_settings_device_switch()}
        description={
          on ? m.notification_settings_device_on() : m.notification_settings_device_off()
        }
        checked={on}
        disabled={state === 'checking' || busy || !online}
        onChange={(checked) => void change(checked)}
      />
      <NeedsConnectionNote action={m.notification_settings_offline_action()} className="mb-3" />
      {notAllowed && (
        <p role="status" className="mb-3 text-sm text-slate-700">
          {m.notification_settings_not_allowed()}
        </p>
      )}
    </div>
  );
}
