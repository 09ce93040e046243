import TrainerDashboardPage from '#web/features/trainer-availability/pages/trainer-dashboard-page.tsx';
import { PortfolioStatusCard } from '#web/features/trainer-portfolio/components/portfolio-status-card.tsx';

export default function TrainerDashboardRoute() {
  return <TrainerDashboardPage portfolio={<PortfolioStatusCard />} />;
}
