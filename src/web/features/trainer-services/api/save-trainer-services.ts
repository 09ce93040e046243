import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceOffers } from '#shared/portfolio.ts';
import type { TrainerPortfolio } from '#shared/portfolio-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { profileDataKey } from '#web/lib/trainer-query-keys.ts';
import { trainerServicesKeys } from './trainer-services-keys';

export function saveTrainerServices(services: ServiceOffers) {
  return apiRequest<{ message: string; data: TrainerPortfolio }>('/trainer/services', {
    method: 'PUT',
    body: services,
  });
}

export function useSaveTrainerServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrainerServices,
    onSuccess: (response) => {
      queryClient.setQueryData(trainerServicesKeys.services, response.data.services);
      // a save can send the portfolio to review, which the status note reads
      return queryClient.invalidateQueries({ queryKey: profileDataKey });
    },
  });
}
