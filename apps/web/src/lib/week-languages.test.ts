import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n/intl.ts';
import { dayHeading, weekRangeLabel } from './week.ts';

afterEach(() => activateLocale('en'));

describe('week labels in the language shown', () => {
  it('name months and weekdays the way the language does', async () => {
    await activateLocale('de');
    expect(weekRangeLabel('2026-11-15')).toMatch(/^15\. Nov\..*21\. Nov\. 2026$/);
    expect(weekRangeLabel('2026-12-27')).toMatch(/^27\. Dez\. 2026.*2\. Jan\. 2027$/);
    expect(dayHeading('2026-11-15')).toMatch(/^So\.? .*15/);
  });
});
