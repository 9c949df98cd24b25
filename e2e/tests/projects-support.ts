import { expect, type Locator, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { portalCall } from './support.ts';

/** Creates a project through the API, as the user signed in on `page`; answers its id. */
export async function seedProject(
  page: Page,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const { id } = await portalCall(page, api.projects.addProject, {
    name,
    description: `${name} for the board tests`,
    ...fields,
  });
  return id;
}

/** Creates a task of `projectId` through the API; answers its id. */
export async function seedTask(
  page: Page,
  projectId: string,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  return (await portalCall(page, api.tasks.addTask, { projectId, title, ...fields })).id;
}

/** The board column of `status`. */
export const column = (page: Page, status: string): Locator =>
  page.getByRole('region', { name: status, exact: true });

/** The card of the project `name`. */
export const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

/** Expects each column's count badge, e.g. { New: 1, Done: 0 }. */
export async function expectColumnCounts(page: Page, counts: Record<string, number>): Promise<void> {
  for (const [status, count] of Object.entries(counts)) {
    const label = `${count} ${count === 1 ? 'project' : 'projects'}`;
    await expect(column(page, status).getByText(label, { exact: true })).toBeVisible();
    await expect(column(page, status).getByRole('article')).toHaveCount(count);
  }
}

/**
 * Drags a card by its handle with the mouse, in small steps as a hand would, and drops it in the
 * middle of the column of `status`.
 */
export async function dragCard(page: Page, name: string, status: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Move project ${name}` });
  const from = await handle.boundingBox();
  const to = await column(page, status).boundingBox();
  if (!from || !to) throw new Error('The card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}
