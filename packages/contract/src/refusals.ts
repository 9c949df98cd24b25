import { defineMessages, type MessageDescriptor } from './i18n.ts';

/*
 * The schemas of every other module word their refusals from these tables, so this module
 * imports none of them: a schema built while this module loads would meet tables not yet made.
 */

/**
 * Every reason the server gives for refusing a call, by stable code. The answer carries the code
 * and its parameters beside the English `msg` (which stays the specification's wording), so a
 * client shows the reason in its reader's language. Ids are `refusal.<code>`.
 */
export const refusals = defineMessages({
  forbidden: { id: 'refusal.forbidden', defaultMessage: 'You do not have permission to do this' },
  'body-too-large': { id: 'refusal.body-too-large', defaultMessage: 'Request body is too large' },
  'server-error': { id: 'refusal.server-error', defaultMessage: 'Something went wrong on our side' },
  'invalid-field': {
    id: 'refusal.invalid-field',
    defaultMessage: '{field}: {problem}',
    description: 'A field of the request the server refused; field is its JSON path, problem says why.',
  },
  'invalid-body': {
    id: 'refusal.invalid-body',
    defaultMessage: '{problem}',
    description: 'The request as a whole is not what the call takes (not an object, say); problem says why.',
  },
  'bad-request': {
    id: 'refusal.bad-request',
    defaultMessage: '{reason}',
    description: 'A request the web server could not read (broken JSON, another content type), in its words.',
  },
  'no-such-call': {
    id: 'refusal.no-such-call',
    defaultMessage: 'No such call: {method} {path}',
    description: 'method is the HTTP method (GET, POST), path the address called.',
  },
  'too-many-requests': {
    id: 'refusal.too-many-requests',
    defaultMessage: 'Too many requests. Try again in {after}.',
    description: 'after is a duration in English, such as "1 minute" or "42 seconds".',
  },
  'identity-provider-unreachable': {
    id: 'refusal.identity-provider-unreachable',
    defaultMessage: 'The identity provider cannot be reached',
  },
  'bearer-token-missing': { id: 'refusal.bearer-token-missing', defaultMessage: 'Missing bearer token' },
  'token-invalid': { id: 'refusal.token-invalid', defaultMessage: 'Invalid token' },
  'token-expired': { id: 'refusal.token-expired', defaultMessage: 'Token expired' },
  'token-of-another-client': {
    id: 'refusal.token-of-another-client',
    defaultMessage: 'Token was issued to another client',
  },
  'no-portal-access': {
    id: 'refusal.no-portal-access',
    defaultMessage: "Currently You don't have permission to access this portal.",
  },
  'no-account-for-token': {
    id: 'refusal.no-account-for-token',
    defaultMessage: 'No portal account exists for this token',
  },
  'no-account-for-email': {
    id: 'refusal.no-account-for-email',
    defaultMessage: 'No portal account exists for this email',
  },
  'account-deactivated': {
    id: 'refusal.account-deactivated',
    defaultMessage: 'Your account is deactivated. Ask your administrator.',
  },
  'session-ended': { id: 'refusal.session-ended', defaultMessage: 'Session ended' },
  'api-token-read-only': {
    id: 'refusal.api-token-read-only',
    defaultMessage: 'This API token may only read; create one that may read and write',
  },
  'api-token-not-allowed': {
    id: 'refusal.api-token-not-allowed',
    defaultMessage: 'API tokens are managed only when signed in, not with an API token',
  },
  'api-token-not-found': { id: 'refusal.api-token-not-found', defaultMessage: 'API token not found' },
  'api-token-lifetime-admins-only': {
    id: 'refusal.api-token-lifetime-admins-only',
    defaultMessage: 'Only Admins can create a token that never expires',
  },
  'own-account-only': {
    id: 'refusal.own-account-only',
    defaultMessage: 'You can only look up your own account',
  },
  'reviewers-only': { id: 'refusal.reviewers-only', defaultMessage: 'Only Managers and Admins can do this' },
  'admins-only': { id: 'refusal.admins-only', defaultMessage: 'Only Admins can do this' },
  'tenant-mismatch': { id: 'refusal.tenant-mismatch', defaultMessage: 'tenantId does not match your tenant' },
  'metrics-token-wrong': {
    id: 'refusal.metrics-token-wrong',
    defaultMessage: 'Missing or wrong metrics token',
  },
  'email-taken': { id: 'refusal.email-taken', defaultMessage: 'An account with this email already exists' },
  'user-not-found': { id: 'refusal.user-not-found', defaultMessage: 'User not found' },
  'role-not-grantable': {
    id: 'refusal.role-not-grantable',
    defaultMessage:
      'A {callerRole, select, Admin {Admin} Manager {Manager} User {User} other {{callerRole}}} cannot give a user the role {role, select, Admin {Admin} Manager {Manager} User {User} other {{role}}}',
    description: 'callerRole is the role of whoever asks, role the one they tried to give.',
  },
  'own-role': { id: 'refusal.own-role', defaultMessage: 'You cannot change your own role' },
  'own-status': { id: 'refusal.own-status', defaultMessage: 'You cannot deactivate or reactivate yourself' },
  'status-not-changeable': {
    id: 'refusal.status-not-changeable',
    defaultMessage:
      'A {callerRole, select, Admin {Admin} Manager {Manager} User {User} other {{callerRole}}} cannot deactivate or reactivate a {role, select, Admin {Admin} Manager {Manager} User {User} other {{role}}}',
    description: 'callerRole is the role of whoever asks, role the role of the person they chose.',
  },
  'last-admin': { id: 'refusal.last-admin', defaultMessage: 'The last active Admin cannot be deactivated' },
  'project-not-found': { id: 'refusal.project-not-found', defaultMessage: 'Project not found' },
  'task-not-found': { id: 'refusal.task-not-found', defaultMessage: 'Task not found' },
  'time-entry-not-found': { id: 'refusal.time-entry-not-found', defaultMessage: 'Time entry not found' },
  'own-time-entries-only': {
    id: 'refusal.own-time-entries-only',
    defaultMessage: 'You can only work with your own time entries',
  },
  'week-submitted': { id: 'refusal.week-submitted', defaultMessage: 'This week is submitted and locked' },
  'week-approved': { id: 'refusal.week-approved', defaultMessage: 'This week is approved and locked' },
  'several-entries-in-cell': {
    id: 'refusal.several-entries-in-cell',
    defaultMessage: 'This cell holds several entries; edit them in My Timesheet',
  },
  'absence-day': {
    id: 'refusal.absence-day',
    defaultMessage:
      '{date} is a day of {type, select, vacation {Vacation} sick {Sick} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}}; confirm to log time on it',
    description: 'date is a day (yyyy-MM-dd) of an approved absence of the type named.',
  },
  'day-limit': {
    id: 'refusal.day-limit',
    defaultMessage: 'hours: {date} would have {hours} hours; a day holds at most {maxHours}',
    description: 'hours is the field refused; date a day (yyyy-MM-dd), hours what it would hold in all.',
  },
  'week-status-change': {
    id: 'refusal.week-status-change',
    defaultMessage:
      'This week is {status, select, open {open} submitted {submitted} approved {approved} rejected {rejected} other {{status}}}, so it cannot become {next, select, open {open} submitted {submitted} approved {approved} rejected {rejected} other {{next}}}',
    description: 'status is where the week stands, next the status it was asked to take.',
  },
  'own-week-decision': {
    id: 'refusal.own-week-decision',
    defaultMessage: 'You cannot decide on your own week',
  },
  'see-own-weeks-only': {
    id: 'refusal.see-own-weeks-only',
    defaultMessage: 'You can only see your own weeks',
  },
  'no-timer': { id: 'refusal.no-timer', defaultMessage: 'No timer is running' },
  'timer-start-in-future': {
    id: 'refusal.timer-start-in-future',
    defaultMessage: 'A timer cannot start in the future',
  },
  'timer-start-too-old': {
    id: 'refusal.timer-start-too-old',
    defaultMessage: 'A timer cannot start more than {days} days ago',
    description: 'days is a number, 7.',
  },
  'timer-stop-out-of-range': {
    id: 'refusal.timer-stop-out-of-range',
    defaultMessage: 'A timer must stop after it started and not in the future',
  },
  'idempotency-key-invalid': {
    id: 'refusal.idempotency-key-invalid',
    defaultMessage: 'Idempotency-Key must be 1 to 255 printable characters without spaces',
  },
  'idempotency-key-reused': {
    id: 'refusal.idempotency-key-reused',
    defaultMessage: 'This Idempotency-Key was already used for another change',
  },
  'idempotency-key-in-progress': {
    id: 'refusal.idempotency-key-in-progress',
    defaultMessage: 'A change with this Idempotency-Key is still under way; try again shortly',
  },
  'report-own-time-only': {
    id: 'refusal.report-own-time-only',
    defaultMessage: 'You can only report on your own time',
  },
  'request-own-absences-only': {
    id: 'refusal.request-own-absences-only',
    defaultMessage: 'You can only request your own absences',
  },
  'sick-leave-only-for-others': {
    id: 'refusal.sick-leave-only-for-others',
    defaultMessage: 'Only sick leave can be entered for someone else',
  },
  'managers-enter-for-users-only': {
    id: 'refusal.managers-enter-for-users-only',
    defaultMessage: 'Managers enter absences only for people of role User',
  },
  'no-working-day': { id: 'refusal.no-working-day', defaultMessage: 'The period holds no working day' },
  'absence-overlap': {
    id: 'refusal.absence-overlap',
    defaultMessage: 'This overlaps an absence from {from} to {to}',
    description: 'from and to are the first and last day (yyyy-MM-dd) of the absence already there.',
  },
  'vacation-days-left': {
    id: 'refusal.vacation-days-left',
    defaultMessage:
      '{days, plural, one {Only # vacation day is left in {year}} other {Only # vacation days are left in {year}}}',
    description: 'days may be a half day (2.5); year is a calendar year.',
  },
  'absence-not-found': { id: 'refusal.absence-not-found', defaultMessage: 'Absence not found' },
  'absence-already-decided': {
    id: 'refusal.absence-already-decided',
    defaultMessage:
      'This absence is already {status, select, requested {requested} approved {approved} rejected {rejected} cancelled {cancelled} other {{status}}}',
  },
  'own-absence-decision': {
    id: 'refusal.own-absence-decision',
    defaultMessage: 'You cannot decide on your own absence',
  },
  'managers-decide-for-users-only': {
    id: 'refusal.managers-decide-for-users-only',
    defaultMessage: 'Managers decide only on absences of people of role User',
  },
  'cancel-own-absences-only': {
    id: 'refusal.cancel-own-absences-only',
    defaultMessage: 'You can only cancel your own absences',
  },
  'approved-absence-cancel': {
    id: 'refusal.approved-absence-cancel',
    defaultMessage: 'An approved absence can only be cancelled by a Manager or Admin',
  },
  'see-own-absences-only': {
    id: 'refusal.see-own-absences-only',
    defaultMessage: 'You can only see your own absences',
  },
  'managers-see-users-only': {
    id: 'refusal.managers-see-users-only',
    defaultMessage: 'Managers see the absences of people of role User only',
  },
  'month-closed': {
    id: 'refusal.month-closed',
    defaultMessage: '{month, date, ::yyyyMMMM} is closed',
    description: 'month is a moment in the month (milliseconds since 1970), shown as month and year.',
  },
  'month-not-ended': {
    id: 'refusal.month-not-ended',
    defaultMessage: '{month, date, ::yyyyMMMM} has not ended yet',
    description: 'month is a moment in the month (milliseconds since 1970), shown as month and year.',
  },
  'month-already-closed': {
    id: 'refusal.month-already-closed',
    defaultMessage: '{month, date, ::yyyyMMMM} is already closed',
    description: 'month is a moment in the month (milliseconds since 1970), shown as month and year.',
  },
  'month-closed-for-everyone': {
    id: 'refusal.month-closed-for-everyone',
    defaultMessage: '{month, date, ::yyyyMMMM} is already closed for everyone',
    description: 'month is a moment in the month (milliseconds since 1970), shown as month and year.',
  },
  'month-not-closed': {
    id: 'refusal.month-not-closed',
    defaultMessage: '{month, date, ::yyyyMMMM} is not closed',
    description: 'month is a moment in the month (milliseconds since 1970), shown as month and year.',
  },
  'work-contracts-limit': {
    id: 'refusal.work-contracts-limit',
    defaultMessage: 'A person has at most {max} contracts',
  },
  'pins-limit': {
    id: 'refusal.pins-limit',
    defaultMessage: 'You can pin at most {max} tasks',
  },
  'client-not-found': { id: 'refusal.client-not-found', defaultMessage: 'Client not found' },
  'calendar-feed-not-found': {
    id: 'refusal.calendar-feed-not-found',
    defaultMessage: 'You have no calendar feed of this kind',
  },
  'rate-not-found': { id: 'refusal.rate-not-found', defaultMessage: 'Rate not found' },
  'webhook-not-found': { id: 'refusal.webhook-not-found', defaultMessage: 'Webhook not found' },
  'webhook-delivery-not-found': {
    id: 'refusal.webhook-delivery-not-found',
    defaultMessage: 'Webhook delivery not found',
  },
  'webhooks-limit': {
    id: 'refusal.webhooks-limit',
    defaultMessage: 'A company has at most {max} webhooks',
  },
  'webhook-address-not-public': {
    id: 'refusal.webhook-address-not-public',
    defaultMessage: 'Webhooks are sent to public addresses only, not to {host}',
    description: 'host is the host name or IP address of the webhook URL.',
  },
  'webhook-disabled': {
    id: 'refusal.webhook-disabled',
    defaultMessage: 'This webhook is disabled; enable it first',
  },
  'money-not-shown': {
    id: 'refusal.money-not-shown',
    defaultMessage: 'Rates and amounts are for Admins, and for Managers where the company allows it',
  },
  'saved-report-not-found': {
    id: 'refusal.saved-report-not-found',
    defaultMessage: 'Saved report not found',
  },
  'saved-report-name-taken': {
    id: 'refusal.saved-report-name-taken',
    defaultMessage: 'You already have a saved report with this name',
  },
  'saved-report-owner-only': {
    id: 'refusal.saved-report-owner-only',
    defaultMessage: 'Only its owner or an Admin can change this saved report',
  },
  'recipient-not-found': {
    id: 'refusal.recipient-not-found',
    defaultMessage: 'A recipient is not an active person of your company',
  },
  'client-name-taken': {
    id: 'refusal.client-name-taken',
    defaultMessage: 'A client with this name already exists',
  },
  'client-in-use': {
    id: 'refusal.client-in-use',
    defaultMessage:
      '{count, plural, one {# project belongs} other {# projects belong}} to this client; move or delete them first',
  },
});
export type RefusalCode = keyof typeof refusals;

/**
 * The `month` parameter of a refusal about a month (yyyy-MM): a moment in its middle, so that every
 * time zone, the server's and each reader's, formats it as the same month.
 */
export const refusalMonth = (month: string): number =>
  Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15, 12);
export const REFUSAL_CODES = Object.keys(refusals) as RefusalCode[];
export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(refusals, code);

/**
 * What the contract's schemas say about a bad field, by stable code: the `problem` of an
 * `invalid-field` refusal, and the message a form shows under the field. Ids are `validation.<code>`.
 * A text that names a limit writes it out, as the extractor needs literals; the contract's tests
 * hold each to its constant.
 */
export const validationMessages = defineMessages({
  'is-invalid': { id: 'validation.is-invalid', defaultMessage: 'is invalid' },
  'is-required': { id: 'validation.is-required', defaultMessage: 'is required' },
  'is-empty': { id: 'validation.is-empty', defaultMessage: 'must not be empty' },
  'not-a-number': { id: 'validation.not-a-number', defaultMessage: 'must be a number' },
  'not-a-whole-number': { id: 'validation.not-a-whole-number', defaultMessage: 'must be a whole number' },
  negative: { id: 'validation.negative', defaultMessage: 'must not be negative' },
  'not-above-zero': { id: 'validation.not-above-zero', defaultMessage: 'must be greater than 0' },
  'more-than-two-decimals': {
    id: 'validation.more-than-two-decimals',
    defaultMessage: 'must have at most two decimals',
  },
  'more-than-a-day': { id: 'validation.more-than-a-day', defaultMessage: 'must be at most 24' },
  'estimate-too-large': { id: 'validation.estimate-too-large', defaultMessage: 'must be at most 100000' },
  'team-too-small': { id: 'validation.team-too-small', defaultMessage: 'must be at least 1' },
  'too-many-vacation-days': {
    id: 'validation.too-many-vacation-days',
    defaultMessage: 'must be at most 366',
  },
  'not-whole-or-half-days': {
    id: 'validation.not-whole-or-half-days',
    defaultMessage: 'must be whole or half days',
  },
  'password-too-short': {
    id: 'validation.password-too-short',
    defaultMessage: 'must be at least 6 characters',
  },
  'not-a-date': { id: 'validation.not-a-date', defaultMessage: 'must be a valid date (yyyy-MM-dd)' },
  'date-out-of-range': {
    id: 'validation.date-out-of-range',
    defaultMessage: 'must be between 1900-01-01 and 2100-12-31',
  },
  'week-date-out-of-range': {
    id: 'validation.week-date-out-of-range',
    defaultMessage: 'must be between 1899-12-31 and 2101-01-01',
  },
  'not-a-sunday': { id: 'validation.not-a-sunday', defaultMessage: 'must be a Sunday' },
  'not-a-month': { id: 'validation.not-a-month', defaultMessage: 'must be a month (yyyy-MM)' },
  'month-out-of-range': {
    id: 'validation.month-out-of-range',
    defaultMessage: 'must be between 1900-01 and 2100-12',
  },
  'not-a-day-of-the-year': {
    id: 'validation.not-a-day-of-the-year',
    defaultMessage: 'must be a day of the year (MM-dd)',
  },
  'not-a-day-of-every-year': {
    id: 'validation.not-a-day-of-every-year',
    defaultMessage: 'must be a day every year has',
  },
  'before-start-date': { id: 'validation.before-start-date', defaultMessage: 'must not be before startDate' },
  'before-from': { id: 'validation.before-from', defaultMessage: 'must not be before from' },
  'period-too-long': {
    id: 'validation.period-too-long',
    defaultMessage: 'must make a period of at most 366 days',
  },
  'read-period-too-long': {
    id: 'validation.read-period-too-long',
    defaultMessage: 'a period may span at most 62 days',
  },
  'not-a-page-size': { id: 'validation.not-a-page-size', defaultMessage: 'must be one of 10, 20, 50, 100' },
  'no-ids': { id: 'validation.no-ids', defaultMessage: 'must name at least one id' },
  'too-many-ids': { id: 'validation.too-many-ids', defaultMessage: 'must name at most 500 ids' },
  'no-statuses': { id: 'validation.no-statuses', defaultMessage: 'must name at least one status' },
  'no-groupings': { id: 'validation.no-groupings', defaultMessage: 'must name at least one grouping' },
  'too-many-groupings': {
    id: 'validation.too-many-groupings',
    defaultMessage: 'must name at most 3 groupings',
  },
  'grouping-twice': { id: 'validation.grouping-twice', defaultMessage: 'must not name a grouping twice' },
  'not-a-time-zone': {
    id: 'validation.not-a-time-zone',
    defaultMessage: 'must be an IANA time zone such as Europe/Berlin',
  },
  'not-a-currency': {
    id: 'validation.not-a-currency',
    defaultMessage: 'must be an ISO 4217 currency code such as EUR',
  },
  'no-days': { id: 'validation.no-days', defaultMessage: 'must name at least one day' },
  'day-twice': { id: 'validation.day-twice', defaultMessage: 'must not name a day twice' },
  'not-seven-weekdays': {
    id: 'validation.not-seven-weekdays',
    defaultMessage: 'must give the hours of all seven weekdays',
  },
  'not-a-country-code': {
    id: 'validation.not-a-country-code',
    defaultMessage: 'must be a two-letter country code',
  },
  'unknown-country': { id: 'validation.unknown-country', defaultMessage: 'unknown country' },
  'unknown-region': { id: 'validation.unknown-region', defaultMessage: 'unknown region of this country' },
  'region-without-country': {
    id: 'validation.region-without-country',
    defaultMessage: 'must be empty without a country',
  },
  'too-many-holidays': { id: 'validation.too-many-holidays', defaultMessage: 'must name at most 500 days' },
  'half-day-not-vacation': {
    id: 'validation.half-day-not-vacation',
    defaultMessage: 'is only possible for vacation',
  },
  'half-day-of-several-days': {
    id: 'validation.half-day-of-several-days',
    defaultMessage: 'must cover one day only',
  },
  'reject-without-reason': {
    id: 'validation.reject-without-reason',
    defaultMessage: 'must be given to reject',
  },
  'to-without-from': { id: 'validation.to-without-from', defaultMessage: 'must be given with from' },
  'from-missing': {
    id: 'validation.from-missing',
    defaultMessage: 'must be given unless status is requested',
  },
  'task-not-in-project': {
    id: 'validation.task-not-in-project',
    defaultMessage: 'the task does not belong to the chosen project',
  },
  'no-recipients': { id: 'validation.no-recipients', defaultMessage: 'must name at least one recipient' },
  'too-many-recipients': {
    id: 'validation.too-many-recipients',
    defaultMessage: 'must name at most 50 recipients',
  },
  'recipient-twice': { id: 'validation.recipient-twice', defaultMessage: 'must not name a recipient twice' },
  'not-a-schedule-day': {
    id: 'validation.not-a-schedule-day',
    defaultMessage: 'must be a weekday (0 to 6) weekly, or a day from 1 to 28 monthly',
  },
  'schedule-hours-only': {
    id: 'validation.schedule-hours-only',
    defaultMessage: 'can only be set for a report of hours',
  },
  'week-without-entries': {
    id: 'validation.week-without-entries',
    defaultMessage: 'there are no entries in this week to submit',
  },
});
export type ValidationCode = keyof typeof validationMessages;

const validationCodeByMessage = new Map<string, ValidationCode>(
  (Object.entries(validationMessages) as [ValidationCode, MessageDescriptor][]).map(([code, message]) => [
    message.defaultMessage,
    code,
  ]),
);

/** The code of one of the contract's validation messages, from its English wording; null for any other text. */
export const validationCodeOf = (message: string): ValidationCode | null =>
  validationCodeByMessage.get(message) ?? null;

/**
 * A client that words refusals itself asks for their codes with `Prefer: refusal-codes` (RFC 7240):
 * the answers of the specification stay `{ result: 0, msg }` for every other client.
 */
export const REFUSAL_CODES_PREFERENCE = 'refusal-codes';
