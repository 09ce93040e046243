import TrainerDashboardPage from '../../features/trainer-availability/pages/trainer-dashboard-page';

export default function TrainerDashboardRoute() {
  return <TrainerDashboardPage />;
}
