import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilitySettings as Settings } from '#shared/availability.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { AvailabilitySettings } from './availability-settings';

const NOW = '2026-03-02T04:30:00.000Z';

const settings: Settings = {
  workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  blockedDays: ['saturday'],
  blockedDates: ['2026-03-04'],
};

describe('the availability settings in Hindi', () => {
  beforeAll(async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
  });
  beforeEach(() => fixClock(NOW));

  it('names the days and dates in Hindi and refuses a past date in Hindi', async () => {
    stubApi({ 'GET /trainer/availability-settings': { body: { success: true, data: settings } } });
    renderWithProviders(
      <LocaleContext.Provider value="hi">
        <AvailabilitySettings />
      </LocaleContext.Provider>,
    );
    const monday = await screen.findByRole('checkbox', { name: 'सोमवार' });
    expect((monday as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'रविवार' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'शनिवार ब्लॉक करें' }) as HTMLInputElement).checked,
    ).toBe(true);
    screen.getByText('बुध, 4 मार्च');
    screen.getByRole('button', { name: 'बुध, 4 मार्च हटाएँ' });

    fireEvent.change(screen.getByLabelText('तारीख'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'तारीख जोड़ें' }));
    expect(screen.getByRole('alert').textContent).toBe('बीती हुई तारीख ब्लॉक नहीं की जा सकती');
    screen.getByRole('button', { name: 'बदलाव सेव करें' });
    await expectNoAxeViolations();
  });
});
