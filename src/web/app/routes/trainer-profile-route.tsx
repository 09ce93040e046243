import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { ServiceKey } from '#shared/catalog.ts';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { PACK_SCREEN_TEXT } from '#shared/pack-screen-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { authPath, paths } from '#web/config/paths.ts';
import { useSelectedFeedback } from '#web/features/trainer-profile/api/get-selected-feedback.ts';
import { useTrainerProfile } from '#web/features/trainer-profile/api/get-trainer-profile.ts';
import { ContactLinks } from '#web/features/trainer-profile/components/contact-links.tsx';
import { PortfolioStatusBanner } from '#web/features/trainer-profile/components/portfolio-status-banner.tsx';
import {
  AboutSection,
  GymInfoSection,
  ListSection,
} from '#web/features/trainer-profile/components/profile-details.tsx';
import { ProfileError } from '#web/features/trainer-profile/components/profile-error.tsx';
import { ProfileHero } from '#web/features/trainer-profile/components/profile-hero.tsx';
import { ProfileSkeleton } from '#web/features/trainer-profile/components/profile-skeleton.tsx';
import { ProfileStats } from '#web/features/trainer-profile/components/profile-stats.tsx';
import { ReviewsSection } from '#web/features/trainer-profile/components/reviews-section.tsx';
import { ServicesSection } from '#web/features/trainer-profile/components/services-section.tsx';
import { useTrainerHead } from '#web/features/trainer-profile/use-trainer-head.ts';
import { track } from '#web/lib/analytics.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useLocation, useNavigate, useParams } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { trainerProfileRouteText } from './trainer-profile-route.text';

/**
 * Router state the listing and city pages send along
 * (docs/product/discovery.md#trainer-profile-page).
 */
interface ProfileArrivalState {
  openBooking?: boolean;
  /** The service to start the booking with (a pack's page sends its service). */
  service?: ServiceKey;
  source?: string;
  /** Buy Pack pressed while signed out: the purchase goes on after signing in. */
  buyPack?: { service: ServiceKey; sessions: number } | null;
}

interface TrainerProfileScreenProps {
  /**
   * Starts a booking for a signed-in user. The route passes the booking modal here once it
   * exists; without it the page scrolls to and focuses its services and available times.
   */
  onBookSession?: (trainer: TrainerProfile, service?: ServiceKey) => void;
  /** Starts a signed-in client's pack purchase (docs/product/packs-screens.md#buying-a-pack). */
  onBuyPack?: (trainer: TrainerProfile, service: ServiceKey, sessions: number) => void;
  buyingPack?: boolean;
}

type Messages = typeof MESSAGES_TEXT.english;

function errorMessage(error: unknown, messages: Messages): string {
  if (error instanceof ApiError && error.status === 404) return messages.trainerNotFound;
  if (error instanceof Error && error.message) return error.message;
  return messages.loadTrainerProfileFailed;
}

function TrainerProfileScreen({
  onBookSession,
  onBuyPack,
  buyingPack = false,
}: TrainerProfileScreenProps) {
  const text = useText(trainerProfileRouteText);
  const messages = useText(MESSAGES_TEXT);
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, status } = useUser();
  const arrival = location.state as ProfileArrivalState | null;
  const source = useRef(typeof arrival?.source === 'string' ? arrival.source : 'direct').current;

  // A signed-in trainer may be looking at their own unpublished profile, which only their
  // token unlocks, so a stored token is resolved before the first request.
  const profile = useTrainerProfile(id, user?.id ?? null, status !== 'loading');
  // The profile renders in slices between the browser's frames, not in one long task.
  const trainer = useDeferredValue(profile.data);
  // A visitor only ever gets a published profile, so both calls start together; a signed-in
  // user may be its unpublished owner, whose reviews the public call does not serve.
  const feedback = useSelectedFeedback(
    id,
    (status === 'ready' && user === null) || trainer?.published === true,
  );
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  useTrainerHead(trainer, notFound ? messages.trainerNotFound : null);

  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!trainer || viewed.current === trainer.id) return;
    viewed.current = trainer.id;
    track('trainer_view', { trainer_id: trainer.id, trainer_name: trainer.name, source });
  }, [trainer, source]);

  const servicesRef = useRef<HTMLElement>(null);
  const showServices = useCallback(() => {
    const section = servicesRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  }, []);

  const openBooking = useCallback(
    (current: TrainerProfile, service?: ServiceKey) =>
      onBookSession ? onBookSession(current, service) : showServices(),
    [onBookSession, showServices],
  );

  const openBookingRef = useRef(openBooking);
  openBookingRef.current = openBooking;

  const startBooking = (current: TrainerProfile, from: string) => {
    track('booking_attempt', { trainer_id: current.id, source: from, signed_in: user !== null });
    if (user) openBooking(current);
    // `/auth` hands this state back on its return, so the booking opens without a second press.
    else
      navigate(authPath(paths.trainer(current.id)), {
        state: { afterSignIn: { openBooking: true } },
      });
  };

  const startPackPurchase = (current: TrainerProfile, service: ServiceKey, sessions: number) => {
    if (user) onBuyPack?.(current, service, sessions);
    else
      navigate(authPath(paths.trainer(current.id)), {
        state: { afterSignIn: { buyPack: { service, sessions } } },
      });
  };
  const buyPackRef = useRef(onBuyPack);
  buyPackRef.current = onBuyPack;

  // Like the booking below: the purchase goes on once after signing in, never on a reload.
  useEffect(() => {
    const wanted = arrival?.buyPack;
    if (!trainer || !wanted || status === 'loading') return;
    navigate(location.pathname + location.search, {
      replace: true,
      state: { ...arrival, buyPack: null },
    });
    if (user) buyPackRef.current?.(trainer, wanted.service, wanted.sessions);
  }, [trainer, arrival, status, user, navigate, location.pathname, location.search]);

  // The flag is spent once used, so a reload or Back does not open the booking again.
  useEffect(() => {
    if (!trainer || !arrival?.openBooking || status === 'loading') return;
    navigate(location.pathname + location.search, {
      replace: true,
      state: { ...arrival, openBooking: false },
    });
    if (!user) return;
    // After the layout's scroll-to-top of a new page, which runs after this effect. Not
    // cancelled on cleanup: spending the flag above re-runs this effect at once, and
    // cancelling then would lose the opening whenever the re-render beats the frame.
    window.requestAnimationFrame(() => openBookingRef.current(trainer, arrival.service));
  }, [trainer, arrival, status, user, navigate, location.pathname, location.search]);

  if (profile.isError) return <ProfileError message={errorMessage(profile.error, messages)} />;
  if (!trainer) return <ProfileSkeleton />;

  const firstName = trainer.name.split(/\s+/)[0] ?? trainer.name;
  const reviews = !trainer.published
    ? ({ status: 'ready', reviews: [] } as const)
    : feedback.isError
      ? {
          status: 'error' as const,
          message: feedback.error.message || messages.fetchTrainerReviewsFailed,
          retry: () => void feedback.refetch(),
        }
      : feedback.data
        ? ({ status: 'ready', reviews: feedback.data } as const)
        : ({ status: 'loading' } as const);

  return (
    <div>
      <PortfolioStatusBanner trainer={trainer} />
      <ProfileHero trainer={trainer} onBook={() => startBooking(trainer, 'trainer_profile_hero')} />
      <ProfileStats trainer={trainer} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:items-start lg:px-8">
        <div className="space-y-6 lg:col-span-2">
          <AboutSection trainer={trainer} />
          <div className="grid gap-6 md:grid-cols-2">
            {trainer.specializations.length > 0 && (
              <ListSection
                kind="specializations"
                title={text.specializations}
                items={trainer.specializations}
              />
            )}
            {trainer.certifications.length > 0 && (
              <ListSection
                kind="certifications"
                title={text.certifications}
                items={trainer.certifications}
              />
            )}
            {trainer.achievements.length > 0 && (
              <div className="md:col-span-2">
                <ListSection
                  kind="achievements"
                  title={text.achievements}
                  items={trainer.achievements}
                />
              </div>
            )}
          </div>
          {trainer.gymInfo && <GymInfoSection gym={trainer.gymInfo} />}
          <ContactLinks trainer={trainer} />
        </div>
        <div className="lg:sticky lg:top-20">
          <ServicesSection
            ref={servicesRef}
            trainer={trainer}
            buying={buyingPack}
            // a trainer cannot buy their own packs
            onBuyPack={
              user?.trainerId === trainer.id
                ? undefined
                : (service, sessions) => startPackPurchase(trainer, service, sessions)
            }
          />
        </div>
      </div>
      <div className="border-t border-slate-200 bg-slate-100/60">
        <ReviewsSection state={reviews} rating={trainer.rating} reviewCount={trainer.reviewCount} />
      </div>
      <section aria-labelledby="get-started-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h2 id="get-started-heading" className="text-2xl font-bold tracking-tight">
            {text.readyToTrain(firstName)}
          </h2>
          <p className="mt-2 text-brand-50">{text.readyToTrainText}</p>
          <button
            type="button"
            onClick={() => startBooking(trainer, 'trainer_profile_get_started')}
            className={buttonClass('light', 'lg', 'mt-6')}
          >
            {text.getStarted}
          </button>
        </div>
      </section>
    </div>
  );
}

// Loaded when a signed-in visitor books, so the profile page's chunk stays small.
const BookingModal = lazy(() => import('#web/features/bookings/components/booking-modal.tsx'));

/**
 * `/trainer/:id`: the profile page and the booking modal are features that do not import
 * each other; this route composes them through `onBookSession`.
 */
export default function TrainerProfileRoute() {
  const packText = useText(PACK_SCREEN_TEXT);
  const navigate = useNavigate();
  const [booking, setBooking] = useState<TrainerProfile | null>(null);
  const [open, setOpen] = useState(false);
  const [buyingPack, setBuyingPack] = useState(false);
  const [bookingService, setBookingService] = useState<ServiceKey | undefined>();
  const openBooking = useCallback((trainer: TrainerProfile, service?: ServiceKey) => {
    setBooking(trainer);
    setBookingService(service);
    setOpen(true);
  }, []);
  const buyPack = async (trainer: TrainerProfile, service: ServiceKey, sessions: number) => {
    setBuyingPack(true);
    try {
      // Loaded on the press, so a visitor who only reads the profile does not fetch it.
      const { buyPack: startPurchase } = await import('#web/features/packs/api/buy-pack.ts');
      const pack = await startPurchase({ trainerId: trainer.id, service, sessions });
      navigate(pack.paymentPath ?? `${paths.payment}?pack=${encodeURIComponent(pack.id)}`);
    } catch (failure) {
      void showToast(
        'error',
        failure instanceof Error && failure.message ? failure.message : packText.buyFailed,
      );
      setBuyingPack(false);
    }
  };
  return (
    <>
      <TrainerProfileScreen
        onBookSession={openBooking}
        onBuyPack={(trainer, service, sessions) => void buyPack(trainer, service, sessions)}
        buyingPack={buyingPack}
      />
      {booking && (
        <Suspense fallback={null}>
          <BookingModal
            key={`${booking.id}:${bookingService ?? ''}`}
            trainer={booking}
            service={bookingService}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
