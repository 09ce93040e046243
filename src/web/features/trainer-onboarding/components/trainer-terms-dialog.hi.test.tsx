import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import TrainerTermsDialog from './trainer-terms-dialog';

describe('the trainer terms in Hindi', () => {
  beforeAll(() => loadLocale('hi'));

  it('shows the Hindi of the terms, its fee figures in bold, and says a failure in Hindi', async () => {
    stubApi({ 'POST /auth/become-trainer': { body: { success: false, message: '' } } });
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <TrainerTermsDialog open onOpenChange={() => {}} onAccepted={async () => {}} />
      </LocaleContext.Provider>,
    );
    expect(await screen.findByRole('dialog', { name: 'ट्रेनर के लिए नियम और शर्तें' })).toBeTruthy();
    expect(screen.getByText('आख़िरी बदलाव: जनवरी 2025 · वर्ज़न 2.0')).toBeTruthy();
    expect(screen.getAllByText(/^(5|10)%$/).map((figure) => figure.tagName)).toEqual([
      'STRONG',
      'STRONG',
    ]);
    const accept = screen.getByRole('button', { name: 'स्वीकार करें और आगे बढ़ें' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);

    await user.click(
      screen.getByRole('checkbox', { name: 'मैंने नियम और शर्तें पढ़ ली हैं और मैं इनसे सहमत हूँ' }),
    );
    await user.click(accept);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'आप अभी ट्रेनर नहीं बन सके। कृपया फिर से कोशिश करें।',
    );
  });
});
