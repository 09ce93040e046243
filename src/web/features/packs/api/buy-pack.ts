import type { ServiceKey } from '#shared/catalog.ts';
import type { ClientPack } from '#shared/packs.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface BuyPackInput {
  trainerId: string;
  service: ServiceKey;
  sessions: number;
}

/** Starts a purchase: the server prices the pack and holds it, pending, for payment. */
export async function buyPack(input: BuyPackInput): Promise<ClientPack> {
  return (await apiRequest<{ data: ClientPack }>('/packs', { method: 'POST', body: input })).data;
}
