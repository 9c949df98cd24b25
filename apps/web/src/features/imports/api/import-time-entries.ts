import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';

/**
 * api.imports.importTimeEntries: imports one batch of a file's rows. The screen sends the batches
 * one after another and adds the answers up; what each batch changed is read again as it lands.
 */
export function useImportTimeEntries() {
  return useMutation(mutationFor(api.imports.importTimeEntries));
}
