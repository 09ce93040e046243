import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userBookingScenario } from '#web/features/bookings/user-booking-scenario.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { stubApi } from '#web/test/api-stub.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import ReviewRoute from './review-route';

const reviewable = userBookingScenario({
  status: 'completed',
  actions: { ...userBookingScenario().actions, canReview: true, canCancel: false },
});

describe('rating a session in Hindi', () => {
  it('shows the session and the form in Hindi and asks for the stars first', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    stubApi({ 'GET /bookings/b-1': { body: { data: reviewable } } });
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <Routes>
          <Route path="/booking/:bookingId/review" element={<ReviewRoute />} />
        </Routes>
      </LocaleContext.Provider>,
      { route: '/booking/b-1/review' },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपने सेशन को रेटिंग दें' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ritu Sharma के साथ पर्सनल ट्रेनिंग' })).toBeTruthy();
    expect(
      screen.getByText(
        'मंगल, 3 मार्च, शाम 6:00 (भारतीय समय) · 60 मिनट · ट्रेनर का जिम: Iron House, Linking Road, Bandra',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया रेटिंग चुनें');

    await user.click(screen.getByRole('radio', { name: '5 – शानदार' }));
    expect(screen.getByText('शानदार')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
