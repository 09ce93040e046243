import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { UserProvider } from '../lib/auth/user-provider';
import { createQueryClient } from '../lib/query-client';
import { ToasterHost } from '../lib/toast';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UserProvider>{children}</UserProvider>
      <ToasterHost />
    </QueryClientProvider>
  );
}
