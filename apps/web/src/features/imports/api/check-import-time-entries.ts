import { api, type CheckImportTimeEntriesAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, type CallInput } from '../../../lib/api-client.ts';

/** api.imports.checkImportTimeEntries: what one batch of a file's rows would import; nothing changes. */
export function checkImportTimeEntries(
  body: CallInput<typeof api.imports.checkImportTimeEntries>,
): Promise<CheckImportTimeEntriesAnswer> {
  return call(api.imports.checkImportTimeEntries, body);
}

/**
 * The dry run of one batch, asked for when Check file is pressed rather than kept in the cache: it
 * answers for the file and mapping of that moment, and the screen adds the batches up itself. A
 * refusal says the server's msg, which the api client shows.
 */
export function useCheckImportTimeEntries() {
  return useMutation({ mutationFn: checkImportTimeEntries });
}
