import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths.ts';
import { depotTeam, fullName } from './people-support.ts';
import { expectNoSeriousA11yViolations, newPerson } from './support.ts';
import { logTime, weekOfToday } from './timesheet-support.ts';

// A phone the size of an iPhone 13, in Chromium: touch, and the page laid out at 390 px.
const PHONE_WIDTH = 390;
test.use({
  viewport: { width: PHONE_WIDTH, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  actionTimeout: 15_000,
});

/** Smallest touch target, in CSS pixels (WCAG 2.5.5). */
const MIN_TARGET_PX = 44;

/**
 * The visible controls of the page that a phone's finger would miss or a screen reader could not
 * name: each as 'button "Name" 36×36', or 'link (no name)'. A checkbox counts with its label, and a
 * link within a sentence is text, not a target.
 */
async function poorTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="combobox"]',
    );
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const nameOf = (element: HTMLElement) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
      return [
        element.getAttribute('aria-label'),
        labelledBy ? textOf(labelledBy) : '',
        labels.map((label) => label.textContent).join(' '),
        element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? '' : element.innerText,
        element.getAttribute('title'),
        element.querySelector('img')?.alt,
      ]
        .map((part) => part?.trim() ?? '')
        .find((part) => part !== '');
    };
    const poor: string[] = [];
    for (const element of Array.from(controls)) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden until focused, such as 'Skip to content'.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).clipPath.startsWith('inset(50%'))
        continue;
      const tag = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const name = nameOf(element);
      if (!name) poor.push(`${tag} (no name)`);
      const isInlineLink =
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
      if (isInlineLink) continue;
      const isTick = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      const target = (isTick ? element.closest('label') : null)?.getBoundingClientRect() ?? box;
      if (Math.round(target.width) < minimum || Math.round(target.height) < minimum)
        poor.push(`${tag} "${name ?? ''}" ${Math.round(target.width)}×${Math.round(target.height)}`);
    }
    return poor;
  }, MIN_TARGET_PX);
}

/**
 * What reaches past the phone's width and so scrolls the page sideways (a phone's browser would zoom
 * out to show it): each as its tag, classes and right edge; nothing when the page fits.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate((width) => {
    const page = document.documentElement;
    if (page.scrollWidth <= width && window.innerWidth <= width) return [];
    const scrolls = (element: Element) =>
      ['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX);
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.right <= width + 0.5) return false;
        // What overflows inside a box that scrolls or clips is that box's, unless it is positioned
        // beyond it: a visually hidden text in a table cell, say, whose scroller is not positioned.
        if (getComputedStyle(element).position === 'absolute') return true;
        for (
          let parent = element.parentElement;
          parent && parent !== document.body;
          parent = parent.parentElement
        )
          if (scrolls(parent)) return false;
        return true;
      })
      .map(
        (element) =>
          `${element.outerHTML.slice(0, 160)} → ${Math.round(element.getBoundingClientRect().right)}`,
      )
      .slice(0, 5);
  }, PHONE_WIDTH);

/** The header's controls that lie over one another or past the phone's edges, as pairs of names. */
const headerCollisions = (page: Page) =>
  page.getByRole('banner').evaluate((header, width) => {
    const controls = Array.from(header.querySelectorAll<HTMLElement>('button, a[href], [role="timer"]'))
      .filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > 1)
      .map((control) => ({
        name: control.getAttribute('aria-label') ?? control.innerText.trim(),
        box: control.getBoundingClientRect(),
      }));
    const collisions = controls
      .filter(({ box }) => box.left < 0 || box.right > width)
      .map(({ name }) => `${name} | the screen's edge`);
    controls.forEach((a, index) => {
      for (const b of controls.slice(index + 1)) {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        const nested =
          a.box.left <= b.box.left &&
          a.box.right >= b.box.right &&
          a.box.top <= b.box.top &&
          a.box.bottom >= b.box.bottom;
        if (!apart && !nested) collisions.push(`${a.name} | ${b.name}`);
      }
    });
    return collisions;
  }, PHONE_WIDTH);

/** Waits until the screen has its heading and has loaded what it shows. */
async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
}

/**
 * Opens the menu drawer, as a phone has no room for the sidebar beside the screen, with its
 * submenu open; answers the menu.
 */
async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeInViewport();
  for (const submenu of await nav.locator('button[aria-expanded="false"]').all()) await submenu.click();
  return nav;
}

test('every signed-in screen fits a 390 px phone: no sideways scrolling, named touch targets of 44 px, no serious accessibility failures', async ({
  page,
  request,
}) => {
  // Thirteen screens, each scanned by axe, on a busy two-core machine.
  test.setTimeout(process.env.CI ? 720_000 : 480_000);
  const member = newPerson('Walter');
  const { depot, memberIds } = await depotTeam(page, request, [[member, 'User']]);
  const [, monday, tuesday] = weekOfToday();
  await logTime(page, depot, 'Picking', monday!, 7.5);
  await logTime(page, depot, 'Picking', tuesday!, 2);
  await logTime(page, depot, 'Picking', monday!, 6, memberIds[0]);
  await page.reload();
  await screenReady(page);

  // The screens of the menu, which the sidebar draws from nav-items.ts, so that a new one is
  // checked too; and the screen the logo leads to, which the menu does not list.
  const nav = await openDrawer(page);
  const screens = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(screens).toEqual(expect.arrayContaining([paths.timesheet, paths.timesheetReview, paths.settings]));
  await page.keyboard.press('Escape');
  screens.push(paths.employees);

  for (const path of screens) {
    await test.step(path, async () => {
      // Each screen is reached as a phone user does: from the drawer, or the logo for its screen.
      if (path === paths.employees) {
        await page.getByRole('banner').getByRole('link', { name: 'Timesheet' }).click();
      } else {
        await (await openDrawer(page)).locator(`a[href="${path}"]`).click();
      }
      await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
      // The drawer closes on the choice.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await screenReady(page);
      expect.soft(await sidewaysOverflow(page), `${path} scrolls sideways`).toEqual([]);
      expect.soft(await poorTargets(page), `${path}: controls without a name or under 44 px`).toEqual([]);
      expect.soft(await headerCollisions(page), `${path}: header controls over one another`).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }

  // My Timesheet is a list of cards, not a table, and its form fits the screen.
  await page.goto(paths.timesheet);
  await screenReady(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Time entries' }).getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await expect(form).toBeVisible();
  const formBox = (await form.boundingBox())!;
  expect(formBox.x).toBeGreaterThanOrEqual(0);
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(await sidewaysOverflow(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A running timer takes a line of its own below the header's controls, none of which it covers.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Continue|Start timer)$/ })
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('timer')).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await headerCollisions(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Stop timer' }).click();
  await expect(page.getByRole('banner').getByRole('timer')).toBeHidden();

  // The Review lists people with their week's total; a person opens into their days.
  await page.goto(paths.timesheetReview);
  await screenReady(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  const person = page.getByRole('article', { name: fullName(member) });
  await expect(person).toContainText('6');
  await person.getByRole('button', { name: `Expand ${fullName(member)}` }).click();
  await expect(person.getByText('Depot')).toBeVisible();
  await expect(person.getByRole('button', { name: `Collapse ${fullName(member)}` })).toBeVisible();

  // The header's search icon opens the palette over the whole screen, keyboard and all.
  const opener = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await opener.click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  expect(await page.getByRole('search').boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: PHONE_WIDTH,
    height: 844,
  });
  await box.fill('Depot');
  await expect(page.getByRole('option', { name: /Depot/ }).first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Escape');
  await box.press('Escape');
  await box.press('Escape');
  await expect(page.getByRole('search')).toBeHidden();
  await expect(opener).toBeFocused();
});
