import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REMINDER_SETTINGS_MESSAGES as TEXT } from '#shared/reminder-settings-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { notificationSettingsKey } from '../api/notification-settings';
import { type PushDeviceState, readPushDevice, turnOffPush, turnOnPush } from '../push-device';

type Notice = { kind: 'error' | 'success'; text: string } | null;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * This browser's push reminders. The permission prompt appears only after the tap on "Turn on
 * notifications on this device" (browsers block prompts nobody asked for).
 */
export function PushDeviceControl({ vapidPublicKey }: { vapidPublicKey: string }) {
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
        if (result === 'dismissed') return { kind: 'error', text: TEXT.pushDismissed };
        return result === 'on' ? { kind: 'success', text: TEXT.pushTurnedOn } : null;
      } catch (error) {
        return { kind: 'error', text: TEXT.pushFailed(errorText(error)) };
      }
    });

  const turnOff = () =>
    act(async () => {
      try {
        await turnOffPush();
        return { kind: 'success', text: TEXT.pushTurnedOff };
      } catch {
        return { kind: 'error', text: TEXT.pushOffFailed };
      }
    });

  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <h2 className="font-semibold text-slate-900">This device</h2>
      {state === null ? (
        <p className="mt-1 text-sm text-slate-600">Checking this browser…</p>
      ) : state.kind === 'unsupported' ? (
        <p className="mt-1 text-sm text-slate-700">
          {state.needsInstall ? TEXT.pushNeedsInstall : TEXT.pushUnsupported}
        </p>
      ) : state.kind === 'denied' ? (
        <p role="alert" className="mt-1 text-sm text-amber-900">
          {TEXT.pushDenied}
        </p>
      ) : state.kind === 'on' ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{TEXT.pushOn}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void turnOff()}
            className={buttonClass('secondary', 'md', 'mt-3 w-full sm:w-auto')}
          >
            {busy ? 'Turning off…' : 'Turn off on this device'}
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{TEXT.pushOff}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void turnOn()}
            className={buttonClass('primary', 'md', 'mt-3 w-full sm:w-auto')}
          >
            {busy ? 'Turning on…' : 'Turn on notifications on this device'}
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
