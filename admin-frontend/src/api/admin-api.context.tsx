import type { ShellServices } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createAdminApi, type AdminApi } from './admin-api';

const AdminApiContext = createContext<AdminApi | null>(null);

function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    // Admin lists change under the admin's hands (other admins, new orders): refetch on return.
    defaultOptions: { queries: { staleTime: 10_000, retry: 1 }, mutations: { retry: 0 } },
  });
}

/** The admin screens' data layer: one query cache and the API over the shell's services. */
export function AdminApiProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  const api = useMemo(() => createAdminApi(services), [services]);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminApiContext.Provider value={api}>{children}</AdminApiContext.Provider>
    </QueryClientProvider>
  );
}

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi outside AdminApiProvider');
  return api;
}
