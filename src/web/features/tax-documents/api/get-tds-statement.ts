import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TdsStatementView } from '#shared/tax/tax-document-view.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { documentKeys } from './document-keys';

export async function getTdsStatement(year: string, signal?: AbortSignal) {
  const response = await apiRequest<{ data: TdsStatementView }>('/trainer/tds-statement', {
    query: { year },
    signal,
  });
  return response.data;
}

/** The signed-in trainer's TDS for a financial year ('2026-27'). */
export function tdsStatementQueryOptions(year: string) {
  return queryOptions({
    queryKey: documentKeys.tdsStatement(year),
    queryFn: ({ signal }) => getTdsStatement(year, signal),
  });
}

export function useTdsStatement(year: string) {
  return useQuery(tdsStatementQueryOptions(year));
}
