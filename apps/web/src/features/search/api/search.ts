import { api, type SearchAnswer } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** api.search.search: the tenant's projects, tasks and people whose names contain `text`. */
export function search(text: string): Promise<SearchAnswer> {
  return call(api.search.search, { q: text });
}

/** The matches of a text, with the text they are for. */
export interface FoundMatches {
  text: string;
  answer: SearchAnswer;
}

/**
 * One text's matches. The previous text's stay at hand while the next ones load, so that the list
 * need not empty as one types; they say which text they are for.
 */
export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.search.results(text),
    queryFn: async (): Promise<FoundMatches> => ({ text, answer: await search(text) }),
    placeholderData: keepPreviousData,
  });

/** The matches of `text`; nothing is asked while it is empty. */
export function useSearch(text: string) {
  return useQuery({ ...searchQueryOptions(text), enabled: text !== '' });
}
