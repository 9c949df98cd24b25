import { api, type GetRatesAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

export type Rates = Omit<GetRatesAnswer, 'result'>;

/**
 * api.rates.getRates: the tenant's rates and its currency. A Manager the tenant does not show
 * money to is refused; the screen says so, so the read says nothing of its own.
 */
export function useRates() {
  return useQuery({
    queryKey: queryKeys.rates,
    queryFn: async (): Promise<Rates> => {
      const { currency, rates } = await call(api.rates.getRates, {}, { quiet: true });
      return { currency, rates };
    },
  });
}
