import TrainerDashboardPage from '../../features/trainer-availability/pages/trainer-dashboard-page';
import { PortfolioStatusCard } from '../../features/trainer-portfolio/components/portfolio-status-card';

export default function TrainerDashboardRoute() {
  return <TrainerDashboardPage portfolio={<PortfolioStatusCard />} />;
}
