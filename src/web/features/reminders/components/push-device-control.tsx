import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REMINDER_SETTINGS_TEXT } from '#shared/reminder-settings-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { notificationSettingsKey } from '../api/notification-settings';
import { type PushDeviceState, readPushDevice, turnOffPush, turnOnPush } from '../push-device';
import { remindersText } from '../reminders.text';

type Notice = { kind: 'error' | 'success'; text: string } | null;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * This browser's push reminders. The permission prompt appears only after the tap on "Turn on
 * notifications on this device" (browsers block prompts nobody asked for).
 */
export function PushDeviceControl({ vapidPublicKey }: { vapidPublicKey: string }) {
  const text = useText(remindersText);
  const messages = useText(REMINDER_SETTINGS_TEXT);
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    readPushDevice().then(
      (read) => live && setState(read),
      () => live && setState({ kind: 'off' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const act = async (action: () => Promise<Notice>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await action());
    } finally {
      setState(await readPushDevice().catch(() => ({ kind: 'off' }) as const));
      await queryClient.invalidateQueries({ queryKey: notificationSettingsKey });
      setBusy(false);
    }
  };

  const turnOn = () =>
    act(async () => {
      try {
        const result = await turnOnPush(vapidPublicKey);
        if (result === 'dismissed') return { kind: 'error', text: messages.pushDismissed };
        return result === 'on' ? { kind: 'success', text: messages.pushTurnedOn } : null;
      } catch (error) {
        return { kind: 'error', text: messages.pushFailed(errorText(error)) };
      }
    });

  const turnOff = () =>
    act(async () => {
      try {
        await turnOffPush();
        return { kind: 'success', text: messages.pushTurnedOff };
      } catch {
        return { kind: 'error', text: messages.pushOffFailed };
      }
    });

  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <h2 className="font-semibold text-slate-900">{text.thisDevice}</h2>
      {state === null ? (
        <p className="mt-1 text-sm text-slate-600">{text.checking}</p>
      ) : state.kind === 'unsupported' ? (
        <p className="mt-1 text-sm text-slate-700">
          {state.needsInstall ? messages.pushNeedsInstall : messages.pushUnsupported}
        </p>
      ) : state.kind === 'denied' ? (
        <p role="alert" className="mt-1 text-sm text-amber-900">
          {messages.pushDenied}
        </p>
      ) : state.kind === 'on' ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{messages.pushOn}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void turnOff()}
            className={buttonClass('secondary', 'md', 'mt-3 w-full sm:w-auto')}
          >
            {busy ? text.turningOff : text.turnOff}
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{messages.pushOff}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void turnOn()}
            className={buttonClass('primary', 'md', 'mt-3 w-full sm:w-auto')}
          >
            {busy ? text.turningOn : text.turnOn}
          </button>
        </>
      )}
      {notice && (
        <div className="mt-3" aria-live="polite">
          <FormMessage kind={notice.kind}>{notice.text}</FormMessage>
        </div>
      )}
    </div>
  );
}
