import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { uiControlsText } from './controls.text';
import { CloseIcon } from './icons';

interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Fixed at the bottom, outside the scrolling body: the dialog's actions. */
  footer?: ReactNode;
  children: ReactNode;
  width?: string;
  /** Names the scrolling body and makes it focusable, for long text read by keyboard. */
  bodyLabel?: string;
}

/**
 * A dialog that is a bottom sheet on phones and a centred card from `sm` up; Radix keeps focus
 * inside, closes on Escape and gives the title and description to screen readers.
 */
export function SheetDialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  width = 'sm:w-[min(36rem,calc(100vw-2rem))]',
  bodyLabel,
}: SheetDialogProps) {
  const text = useText(uiControlsText);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${width}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label={text.close}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {bodyLabel ? (
            <section
              aria-label={bodyLabel}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="flex-1 overflow-y-auto px-5 py-5 focus-visible:outline-offset-[-2px] sm:px-6"
            >
              {children}
            </section>
          ) : (
            <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          )}
          {footer && <div className="border-t border-slate-200 px-5 py-4 sm:px-6">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
