import type { ServiceKey } from '#shared/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ClientPack } from '#web/lib/pack-contract.ts';

export interface BuyPackInput {
  trainerId: string;
  service: ServiceKey;
  sessions: number;
}

/** Starts a purchase: the server prices the pack and holds it, pending, for payment. */
export async function buyPack(input: BuyPackInput): Promise<ClientPack> {
  return (await apiRequest<{ data: ClientPack }>('/packs', { method: 'POST', body: input })).data;
}
