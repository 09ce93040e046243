import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PackPaymentOrder,
  PaymentConfig,
  PaymentOrder,
  ProviderPayment,
} from '#shared/booking-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The payment endpoints: config, order, the sandbox provider, verification. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return (await apiRequest<{ data: PaymentConfig }>('/config/payment', { signal, isPublic: true }))
    .data;
}

export function usePaymentConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['payment', 'config'],
      queryFn: ({ signal }) => getPaymentConfig(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** What a payment is for: a held booking, or a pack (docs/product/packs-screens.md#buying-a-pack). */
export type PaymentTarget = { bookingId: string } | { packId: string };

/** A provider order: a booking's, or a pack's (`packData` instead of `bookingData`). */
export type CheckoutOrder = PaymentOrder | PackPaymentOrder;

export async function createOrder(target: PaymentTarget): Promise<CheckoutOrder> {
  return (
    await apiRequest<{ data: CheckoutOrder }>('/payment/create-order', {
      method: 'POST',
      body: target,
    })
  ).data;
}

export type SandboxOutcome =
  | ProviderPayment
  | { error: { code: string; description: string; reason: string } };

export async function completeSandboxPayment(
  orderId: string,
  outcome: 'success' | 'failure',
  method: string,
): Promise<SandboxOutcome> {
  return (
    await apiRequest<{ data: SandboxOutcome }>('/payment/sandbox/complete', {
      method: 'POST',
      body: { orderId, outcome, method },
    })
  ).data;
}

export async function verifyPayment(target: PaymentTarget, payment: ProviderPayment) {
  return apiRequest<{ message: string }>('/payment/verify', {
    method: 'POST',
    body: { ...target, ...payment },
  });
}
