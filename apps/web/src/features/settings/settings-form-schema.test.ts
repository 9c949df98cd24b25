import {
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMINDER,
  DEFAULT_VACATION_DAYS,
  DEFAULT_WORKING_DAYS,
  type TenantSettings,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { SettingsFormSchema, settingsFormOf, timeZoneChoices } from './settings-form-schema.ts';

const tenant: TenantSettings = {
  workingDays: DEFAULT_WORKING_DAYS,
  expectedHours: DEFAULT_EXPECTED_HOURS,
  timeZone: 'Europe/Berlin',
  reminder: DEFAULT_REMINDER,
  vacationDays: DEFAULT_VACATION_DAYS,
  currency: 'EUR',
  managersSeeMoney: false,
};
const defaults = settingsFormOf(tenant);

describe('the settings form', () => {
  it('sends the settings as the contract reads them', async () => {
    const result = await resolveForm(SettingsFormSchema, {
      ...defaults,
      workingDays: ['5', '1', '2'],
      expectedHours: '7.5',
      timeZone: 'america/new_york',
      vacationDays: '27.5',
      reminder: { enabled: true, weekday: '1', hour: '9' },
    });
    expect(result.values).toEqual({
      workingDays: [1, 2, 5],
      expectedHours: 7.5,
      timeZone: 'America/New_York',
      vacationDays: 27.5,
      reminder: { enabled: true, weekday: 1, hour: 9 },
      language: null,
      currency: 'EUR',
      managersSeeMoney: false,
    });
  });

  it("starts from the tenant's default language, none as the browser's own, and sends it", async () => {
    expect(defaults.language).toBe('');
    expect(settingsFormOf({ ...tenant, language: 'fr' }).language).toBe('fr');
    expect((await resolveForm(SettingsFormSchema, { ...defaults, language: 'de' })).values.language).toBe(
      'de',
    );
    expect((await resolveForm(SettingsFormSchema, { ...defaults, language: '' })).values.language).toBeNull();
  });

  it('refuses a language the portal does not speak', async () => {
    const result = await resolveForm(SettingsFormSchema, { ...defaults, language: 'pt' });
    expect(result.errors).toEqual({ language: expect.stringMatching(/^Default language /) });
  });

  it("refuses what the server would, in the contract's words", async () => {
    const result = await resolveForm(SettingsFormSchema, {
      ...defaults,
      workingDays: [],
      expectedHours: '25',
      timeZone: 'Mars/Olympus',
      vacationDays: '20.25',
    });
    expect(result.errors).toEqual({
      workingDays: 'Working days must name at least one day',
      expectedHours: expect.stringMatching(/^Expected hours /),
      timeZone: 'Time zone must be an IANA time zone such as Europe/Berlin',
      vacationDays: 'Vacation days per year must be whole or half days',
    });
  });

  it("starts from the tenant's vacation days and refuses none typed", async () => {
    expect(defaults.vacationDays).toBe('25');
    const result = await resolveForm(SettingsFormSchema, { ...defaults, vacationDays: ' ' });
    expect(result.errors).toEqual({ vacationDays: 'Vacation days per year must be a number' });
  });

  it("offers the tenant's zone even when the browser does not list it", () => {
    expect(timeZoneChoices('UTC', ['Europe/Berlin', 'Asia/Tokyo'])).toEqual([
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
    ]);
    expect(timeZoneChoices('Asia/Tokyo', ['Europe/Berlin', 'Asia/Tokyo'])).toEqual([
      'Europe/Berlin',
      'Asia/Tokyo',
    ]);
  });
});
