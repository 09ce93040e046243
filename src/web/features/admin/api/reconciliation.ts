import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Reconciliation } from '#shared/tax/accounting.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every reconciliation query key starts here. */
export const reconciliationKeys = {
  all: ['admin', 'reconciliation'] as const,
  day: (date: string) => [...reconciliationKeys.all, date] as const,
};

export function getReconciliation(date: string, signal?: AbortSignal) {
  return apiRequest<{ data: Reconciliation }>('/admin/reconciliation', {
    query: { date },
    signal,
  });
}

export const reconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: reconciliationKeys.day(date),
    queryFn: ({ signal }) => getReconciliation(date, signal),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });

/** One IST day's reconciliation (docs/product/tax.md#reconciliation-and-returns). */
export function useReconciliation(date: string) {
  return useQuery(reconciliationQueryOptions(date));
}
