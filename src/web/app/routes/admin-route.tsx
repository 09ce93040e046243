import AdminConsolePage from '#web/features/admin/pages/admin-console-page.tsx';

export default function AdminRoute() {
  return <AdminConsolePage />;
}
