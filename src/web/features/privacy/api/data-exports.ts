import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '#shared/data-export-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type { DataExport };

export const dataExportsKey = ['me', 'data-exports'] as const;
/** While a copy is being prepared the page asks again this often; the job runs every 15 s. */
export const PREPARING_POLL_MS = 5_000;

export async function getDataExports(signal?: AbortSignal) {
  const response = await apiRequest<{ data: DataExport[] }>('/privacy/exports', { signal });
  return response.data;
}

export const dataExportsQuery = () =>
  queryOptions({
    queryKey: dataExportsKey,
    queryFn: ({ signal }) => getDataExports(signal),
    refetchInterval: (query) =>
      query.state.data?.[0]?.status === 'pending' ? PREPARING_POLL_MS : false,
  });

export function useDataExports() {
  return useQuery(dataExportsQuery());
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest<{ data: DataExport }>('/privacy/exports', {
        method: 'POST',
      });
      return response.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsKey }),
  });
}
