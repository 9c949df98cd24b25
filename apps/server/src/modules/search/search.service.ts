import { REVIEWER_ROLES, SEARCH_RESULTS_PER_KIND, type Role, type SearchAnswer } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { presentMatches } from './search.presenter.ts';
import * as repository from './search.repository.ts';

/**
 * The caller's tenant's projects, tasks and people matching `text`. Every role reads projects and
 * tasks, and the people of the directory (getEmployees) too, so every role finds all three kinds;
 * Managers and Admins, who keep the clients, find clients as well.
 */
export async function search(db: Db, caller: Caller, text: string): Promise<Omit<SearchAnswer, 'result'>> {
  const keepsClients = (REVIEWER_ROLES as readonly Role[]).includes(caller.role);
  const [projects, tasks, people, clients] = await Promise.all([
    repository.findProjects(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND),
    repository.findTasks(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND),
    repository.findPeople(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND),
    keepsClients ? repository.findClients(db, caller.tenantId, text, SEARCH_RESULTS_PER_KIND) : undefined,
  ]);
  return presentMatches({ projects, tasks, people, clients });
}
