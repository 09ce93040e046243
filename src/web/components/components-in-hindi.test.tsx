import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { MessageButton } from './message-button';
import { PayoutStatusBadge } from './payout-cells';
import { SheetDialog } from './ui/sheet-dialog';
import { UploadProgress } from './ui/upload-controls';

const inHindi = (ui: ReactElement) =>
  renderWithProviders(<LocaleContext.Provider value="hi">{ui}</LocaleContext.Provider>);

beforeAll(async () => {
  await loadLocale('hi');
});

describe('the shared building blocks in Hindi', () => {
  it('says an upload’s progress in Hindi', () => {
    inHindi(<UploadProgress label="प्रोफ़ाइल फ़ोटो" progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'प्रोफ़ाइल फ़ोटो अपलोड' })).toBeTruthy();
    expect(screen.getByText('अपलोड हो रहा है... 40%')).toBeTruthy();
  });

  it('names a sheet’s close button in Hindi', () => {
    inHindi(
      <SheetDialog open onOpenChange={() => {}} title="सेशन बुक करें">
        <p>…</p>
      </SheetDialog>,
    );
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });

  it('offers Message in Hindi, and says in Hindi when the chat cannot open', async () => {
    stubApi({ 'POST /chat': { status: 500, body: { success: false, message: 'boom' } } });
    const { user } = inHindi(<MessageButton bookingId="booking-1" name="Ravi Kumar" />);
    const button = screen.getByRole('button', { name: 'Ravi Kumar को मैसेज करें' });
    expect(button.textContent).toBe('मैसेज करें');
    await user.click(button);
    expect(await screen.findByText('चैट शुरू नहीं हो सकी')).toBeTruthy();
  });

  it('names a payout’s status as the payout statuses do', () => {
    inHindi(<PayoutStatusBadge status="paid" />);
    expect(screen.getByText('पेमेंट हो गया')).toBeTruthy();
  });
});
