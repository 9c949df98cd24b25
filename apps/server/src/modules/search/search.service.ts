import { SEARCH_RESULTS_PER_KIND, type SearchAnswer } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { presentMatches } from './search.presenter.ts';
import * as repository from './search.repository.ts';

/**
 * The caller's tenant's projects, tasks and people matching `text`. Every role reads projects and
 * tasks, and the people of the directory (getEmployees) too, so every role finds all three kinds.
 */
export async function search(db: Db, caller: Caller, text: string): Promise<Omit<SearchAnswer, 'result'>> {
  const [projects, tasks, people] = await Promise.all([
    repository.findProjects(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND),
    repository.findTasks(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND),
    repository.findPeople(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND),
  ]);
  return presentMatches({ projects, tasks, people });
}
