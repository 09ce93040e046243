import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { UserProvider } from '../lib/auth/user-provider';
import { ToasterHost } from '../lib/toast';

/** `queryClient` may already hold the answers a server-rendered page came with. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserProvider>{children}</UserProvider>
      <ToasterHost />
    </QueryClientProvider>
  );
}
