import { PortfolioStatusCard } from '#web/features/trainer-portfolio/components/portfolio-status-card.tsx';
import ServicesManagementPage from '#web/features/trainer-services/pages/services-management-page.tsx';

export default function ServicesManagementRoute() {
  return <ServicesManagementPage portfolio={<PortfolioStatusCard />} />;
}
