import { PortfolioStatusCard } from '../../features/trainer-portfolio/components/portfolio-status-card';
import ServicesManagementPage from '../../features/trainer-services/pages/services-management-page';

export default function ServicesManagementRoute() {
  return <ServicesManagementPage portfolio={<PortfolioStatusCard />} />;
}
