import { TrainerInvitation } from '#web/features/trainer-dashboard/components/trainer-invitation.tsx';
import { PortfolioStatusCard } from '#web/features/trainer-portfolio/components/portfolio-status-card.tsx';
import ServicesManagementPage from '#web/features/trainer-services/pages/services-management-page.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useOpenBecomeTrainer } from '../become-trainer';

/**
 * A trainer's services; a signed-in non-trainer learns what the page is for and is invited to
 * become a trainer, rather than reading "You do not have permission to do this".
 */
export default function ServicesManagementRoute() {
  const { user } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();
  if (!user?.isTrainer) {
    return (
      <TrainerInvitation
        page="Services Management"
        purpose="Trainers choose here the sessions they offer (personal, group or online training) and what each costs. Become a trainer on Kasrat to offer yours to clients across India."
        onBecomeTrainer={user?.isAdmin ? undefined : openBecomeTrainer}
      />
    );
  }
  return <ServicesManagementPage portfolio={<PortfolioStatusCard />} />;
}
