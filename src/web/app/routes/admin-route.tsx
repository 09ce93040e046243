import AdminConsolePage from '../../features/admin/pages/admin-console-page';

export default function AdminRoute() {
  return <AdminConsolePage />;
}
