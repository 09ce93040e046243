import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutStatementView } from '#shared/tax/tax-document-view.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { documentKeys } from './document-keys';

export async function getPayoutStatement(payoutId: string, signal?: AbortSignal) {
  const response = await apiRequest<{ data: PayoutStatementView }>(
    `/trainer/payouts/${encodeURIComponent(payoutId)}/statement`,
    { signal },
  );
  return response.data;
}

export function payoutStatementQueryOptions(payoutId: string) {
  return queryOptions({
    queryKey: documentKeys.payoutStatement(payoutId),
    queryFn: ({ signal }) => getPayoutStatement(payoutId, signal),
  });
}

/** A payout's statement, fetched once it is asked for (`enabled`). */
export function usePayoutStatement(payoutId: string, enabled: boolean) {
  return useQuery({ ...payoutStatementQueryOptions(payoutId), enabled });
}
