import { AvailabilitySettings } from '#web/features/trainer-availability/components/availability-settings.tsx';
import { TrainerInvitation } from '#web/features/trainer-dashboard/components/trainer-invitation.tsx';
import TrainerDashboardPage from '#web/features/trainer-dashboard/pages/trainer-dashboard-page.tsx';
import { KycTab } from '#web/features/trainer-kyc/components/kyc-tab.tsx';
import { PayoutHistory } from '#web/features/trainer-payouts/components/payout-history.tsx';
import { PortfolioStatusCard } from '#web/features/trainer-portfolio/components/portfolio-status-card.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useOpenBecomeTrainer } from '../become-trainer';

/**
 * The dashboard with the pieces other features own; a signed-in non-trainer is invited to
 * become one through the same terms dialog as the menu's Become a Trainer.
 */
export default function TrainerDashboardRoute() {
  const { user } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();
  if (!user?.isTrainer) {
    return <TrainerInvitation onBecomeTrainer={user?.isAdmin ? undefined : openBecomeTrainer} />;
  }
  return (
    <TrainerDashboardPage
      portfolio={<PortfolioStatusCard />}
      availability={<AvailabilitySettings />}
      kyc={<KycTab />}
      payouts={<PayoutHistory />}
    />
  );
}
