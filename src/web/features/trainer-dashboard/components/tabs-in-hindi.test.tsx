import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { TrainerPackSales } from '#shared/packs.ts';
import {
  DASHBOARD_TABS,
  type EarningsSummary,
  type TrainerClient,
  type TrainerSession,
} from '#shared/trainer-dashboard-api.ts';
import type { UserContextValue } from '#web/lib/auth/user-context.ts';
import { UserContext } from '#web/lib/auth/user-context.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { ClientsTab } from './clients-tab';
import { DashboardMenu } from './dashboard-menu';
import { EarningsTab } from './earnings-tab';
import { OverviewTab } from './overview-tab';
import { PackSalesSection } from './pack-sales-section';
import { SessionsTab } from './sessions-tab';
import { TermsTab } from './terms-tab';

const NOW = '2026-03-02T04:30:00.000Z';

const signedIn = {
  user: { id: 'user-1', firstName: 'Asha', trainerId: 'trainer-1', isTrainer: true },
  status: 'ready',
} as unknown as UserContextValue;

/** A dashboard piece as a Hindi page shows it: /hi address, Hindi texts, a signed-in trainer. */
function renderInHindi(ui: ReactElement, route = '/trainer-dashboard') {
  return renderWithProviders(
    <UserContext.Provider value={signedIn}>
      <LocaleContext.Provider value="hi">{ui}</LocaleContext.Provider>
    </UserContext.Provider>,
    { route },
  );
}

/** Wednesday 4 March 2026, 6 PM IST, with Ravi: confirmed and paid. */
const session = (overrides: Partial<TrainerSession> = {}): TrainerSession =>
  ({
    id: 'booking-1',
    _id: 'booking-1',
    viewerRole: 'trainer',
    trainerId: 'trainer-1',
    client: { id: 'client-1', name: 'Ravi Kumar', email: 'ravi@example.in' },
    service: 'personal',
    serviceName: 'Personal Training',
    location: 'gym',
    locationLabel: 'Gym',
    address: null,
    sessionDate: '2026-03-04',
    timeSlot: '6:00 PM',
    startsAt: '2026-03-04T12:30:00.000Z',
    endsAt: '2026-03-04T13:30:00.000Z',
    duration: 60,
    status: 'confirmed',
    pricePaise: 150_000,
    totalPaise: 177_000,
    paymentStatus: 'paid',
    rating: 0,
    comment: null,
    review: null,
    meeting: null,
    trainerConfirmedAt: null,
    cancelledBy: null,
    moves: { movesLeft: 1, canMove: false, canPropose: false, proposal: null },
    actions: {
      canCancel: true,
      cancelRefunds: true,
      canConfirmAttendance: false,
      canReview: false,
      canPay: false,
      canMessage: true,
    },
    ...overrides,
  }) as TrainerSession;

beforeAll(async () => {
  await loadLocale('hi');
  // as the signed-in guard does before these screens
  await loadSignedInTexts();
});

beforeEach(() => fixClock(NOW));

describe('the trainer dashboard in Hindi', () => {
  it('names every tab of the menu in Hindi', () => {
    renderInHindi(<DashboardMenu tabs={DASHBOARD_TABS} firstName="Asha" />);
    const menu = screen.getByRole('navigation', { name: 'ट्रेनर डैशबोर्ड' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['सारांश', 'सेशन', 'क्लाइंट', 'कमाई', 'उपलब्धता', 'केवाईसी', 'नियम व शर्तें']);
    expect(screen.getByRole('link', { name: 'कमाई' }).getAttribute('href')).toBe(
      '/trainer-dashboard/earnings',
    );
  });

  it('greets the trainer and shares the Hindi profile with a Hindi message', async () => {
    stubApi({
      'GET /trainer/dashboard': {
        body: {
          success: true,
          data: {
            totalRatings: 12,
            averageRating: 4.8,
            totalSessions: 40,
            activeClients: 7,
            upcomingSessions: 3,
            trainerCancellations: 2,
          },
        },
      },
    });
    renderInHindi(<OverviewTab firstName="Asha" trainerId="trainer-1" portfolio={null} />);
    await screen.findByText('औसत 4.8');
    screen.getByText('कुल रेटिंग');
    screen.getByText('अब तक · 2 आपने कैंसल किए');
    screen.getByText('आने वाली बुकिंग या पिछले 60 दिनों में बुकिंग');
    const link = screen.getByRole('textbox', { name: 'आपकी पब्लिक प्रोफ़ाइल का लिंक' });
    expect((link as HTMLInputElement).value).toMatch(/\/hi\/trainer\/trainer-1$/);
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('Kasrat पर Asha के साथ ट्रेनिंग करें: यहाँ सेशन बुक करें');
    await expectNoAxeViolations();
  });

  it('shows a session with its date, evening time and price as Hindi writes them', async () => {
    stubApi({
      'GET /trainer/sessions/upcoming': {
        body: {
          success: true,
          data: [
            session({
              location: 'home',
              locationLabel: "Client's Home",
              address: 'Flat 4, Hill Road, Bandra West',
            }),
          ],
          counts: {
            upcomingWeek: 1,
            completed: 4,
            pending: 0,
            cancelled: 1,
            cancelledByTrainer: 1,
            onProfile: 2,
          },
        },
      },
      'GET /trainer/sessions/history': {
        body: { success: true, data: { sessions: [], nextCursor: null, selectedFeedback: [] } },
      },
    });
    renderInHindi(<SessionsTab />);
    const item = (await screen.findByText('Ravi Kumar')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('कन्फ़र्म');
    expect(item.textContent).toContain('बुध, 4 मार्च · शाम 6:00 · 60 मिनट');
    expect(item.textContent).toContain('₹1,500');
    // the service and the place in Hindi; the address as the client wrote it
    within(item).getByText('पर्सनल ट्रेनिंग');
    within(item).getByText('क्लाइंट का घर, Flat 4, Hill Road, Bandra West');
    within(item).getByRole('button', { name: 'सेशन कैंसल करें' });
    screen.getByRole('tab', { name: 'आने वाले सेशन' });
    screen.getByText('1 आपने किए');
    screen.getByText('2/10');
  });

  it('cancels a session and says the server’s answer in Hindi, the client by name', async () => {
    stubApi({
      'GET /trainer/sessions/upcoming': {
        body: {
          success: true,
          data: [session()],
          counts: {
            upcomingWeek: 1,
            completed: 0,
            pending: 0,
            cancelled: 0,
            cancelledByTrainer: 0,
            onProfile: 0,
          },
        },
      },
      'GET /trainer/sessions/history': {
        body: { success: true, data: { sessions: [], nextCursor: null, selectedFeedback: [] } },
      },
      'POST /bookings/booking-1/cancel': {
        body: {
          success: true,
          message: BOOKING_MESSAGES.sessionCancelledClientRefunded('Ravi Kumar'),
          data: session({ status: 'cancelled' }),
        },
      },
    });
    const { user } = renderInHindi(<SessionsTab />);
    await user.click(await screen.findByRole('button', { name: 'सेशन कैंसल करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह सेशन कैंसल करें?' });
    await user.type(within(dialog).getByLabelText('कैंसल करने की वजह'), 'मुझे बुखार है, माफ़ कीजिए');
    await user.click(within(dialog).getByRole('button', { name: 'सेशन कैंसल करें' }));
    expect(
      await screen.findByText(
        'सेशन कैंसल हो गया। Ravi Kumar को पूरा रिफ़ंड मिलेगा और आपकी वजह के साथ ई-मेल भी।',
      ),
    ).toBeTruthy();
  });

  it('lists clients with Hindi dates and statuses, and searches in Hindi', async () => {
    const client: TrainerClient = {
      _id: 'client-1',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: null,
      joinDate: '2026-01-10T06:00:00.000Z',
      totalSessions: 6,
      lastSession: '2026-02-27T12:30:00.000Z',
      status: 'active',
    };
    stubApi({
      'GET /trainer/clients': {
        body: {
          success: true,
          data: [
            client,
            { ...client, _id: 'client-2', name: MESSAGES.anonymisedPersonName, status: 'inactive' },
          ],
          pagination: { currentPage: 1, totalPages: 1, totalCount: 2, hasMore: false },
          stats: { total: 1, active: 1, newThisMonth: 0, repeat: 1 },
        },
      },
    });
    renderInHindi(<ClientsTab />);
    // happy-dom's window is 1024 px wide: the table, not the phone's cards
    const card = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    expect(card.textContent).toContain('एक्टिव');
    expect(card.textContent).toContain('10 जन॰ 2026');
    expect(card.textContent).toContain('27 फ़र॰ 2026');
    screen.getByRole('columnheader', { name: 'आख़िरी सेशन' });
    // a client who left is named by Kasrat's stand-in, in Hindi
    screen.getByText('पूर्व सदस्य');
    screen.getByRole('searchbox', { name: 'नाम या ई-मेल से क्लाइंट खोजें' });
    screen.getByText('दोबारा आने वाले');
  });

  it('writes the month’s earnings in rupees with Indian grouping and Hindi labels', async () => {
    const summary: EarningsSummary = {
      total: 15_000_000,
      sessions: 100,
      avgPerSession: 150_000,
      pending: 300_000,
      paid: 15_000_000,
      trainerEarningsTotal: 13_500_000,
      trainerPlatformFeeTotal: 1_500_000,
      trainerPaymentPending: 1_500_000,
      trainerPaymentPaid: 12_000_000,
      trainerPaymentProcessing: 0,
    };
    const sales: TrainerPackSales = {
      packsSold: 0,
      salesPaise: 0,
      creditsOutstanding: 0,
      outstandingPaise: 0,
      recent: [],
    };
    stubApi({
      'GET /trainer/earnings': {
        body: {
          success: true,
          data: {
            period: 'thisMonth',
            from: '2026-03-01',
            to: '2026-03-31',
            summary,
            recentTransactions: [
              {
                id: 'booking-1',
                client: 'Ravi Kumar',
                service: 'personal',
                amount: 150_000,
                trainerEarning: 135_000,
                trainerPlatformFee: 15_000,
                date: '2026-03-01T12:30:00.000Z',
                status: 'paid',
                trainerPaymentStatus: 'processing',
              },
            ],
          },
        },
      },
      'GET /trainer/dashboard/packs': { body: { success: true, data: sales } },
    });
    renderInHindi(<EarningsTab payouts={null} />, '/trainer-dashboard/earnings');
    await screen.findByText('₹1,50,000', { selector: 'p' });
    screen.getByText('फ़ीस काटकर आपका हिस्सा ₹1,35,000');
    screen.getByRole('radio', { name: 'इस महीने' });
    screen.getByText('1 मार्च 2026 – 31 मार्च 2026');
    const row = screen.getByText('Ravi Kumar').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('पेमेंट हो गया');
    expect(row.textContent).toContain('प्रोसेस में');
    expect(row.textContent).toContain('पर्सनल ट्रेनिंग');
    screen.getByRole('columnheader', { name: 'आपकी कमाई' });
    screen.getByText('अभी कोई पैक नहीं बिका।');
  });

  it('names a pack sold by its service in Hindi', async () => {
    const sales: TrainerPackSales = {
      packsSold: 1,
      salesPaise: 1_600_000,
      creditsOutstanding: 6,
      outstandingPaise: 960_000,
      recent: [
        {
          id: 'pack-1',
          clientName: 'Ravi Kumar',
          service: 'personal',
          serviceName: 'Personal Training',
          sessions: 10,
          creditsLeft: 6,
          totalPaise: 1_600_000,
          paidAt: '2026-02-20T04:30:00.000Z',
          expiresAt: '2026-05-21T04:30:00.000Z',
        },
      ],
    };
    stubApi({ 'GET /trainer/dashboard/packs': { body: { success: true, data: sales } } });
    renderInHindi(<PackSalesSection />, '/trainer-dashboard/earnings');
    expect(await screen.findByText('10 × पर्सनल ट्रेनिंग · ₹16,000')).toBeTruthy();
  });

  it('gives the terms in Hindi, each important rule flagged', () => {
    renderInHindi(<TermsTab />);
    screen.getByText('आख़िरी बदलाव: अगस्त 2025 · वर्ज़न 1.0');
    screen.getByRole('heading', { name: 'पेमेंट और कमाई' });
    expect(screen.getAllByText('ज़रूरी')).toHaveLength(5);
    expect(document.body.textContent).not.toMatch(/IMPORTANT|Payment & Earnings/);
  });
});
