import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { MAX_NAME_LENGTH, RoleSchema } from './common.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import { LocaleSchema } from './language-schemas.ts';
import { refusals } from './refusals.ts';

/** Shortest password accepted anywhere in the portal. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted; bounds the cost of hashing hostile input. */
export const PASSWORD_MAX_LENGTH = 128;
/** The identity provider's client of the portal. */
export const OIDC_CLIENT_ID = 'timesheet-id';
/** The realm the portal's identity provider lives in (Keycloak layout). */
export const OIDC_REALM = 'timesheet';
/** Client role a user needs in `resource_access[timesheet-id].roles` to use the portal. */
export const PORTAL_ACCESS_ROLE = 'tsms-access';

/** The answer (409) to an email that another account, in any tenant, already holds. */
export const EMAIL_TAKEN = refusals['email-taken'].defaultMessage;

/** What a deactivated person is told at sign-in, and why their calls are refused. */
export const ACCOUNT_DEACTIVATED = refusals['account-deactivated'].defaultMessage;

/** Sign-up messages of spec §5, shared by the form and the server. */
export const SIGN_UP_MESSAGES = defineMessages({
  firstNameRequired: { id: 'sign-up.first-name-required', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'sign-up.last-name-required', defaultMessage: 'Last name is required' },
  emailRequired: { id: 'sign-up.email-required', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'sign-up.email-invalid', defaultMessage: 'Email is invalid' },
  passwordRequired: { id: 'sign-up.password-required', defaultMessage: 'Password is required' },
  passwordTooShort: {
    id: 'sign-up.password-too-short',
    defaultMessage: 'Password must be at least 6 characters',
  },
  passwordsDoNotMatch: { id: 'sign-up.passwords-do-not-match', defaultMessage: 'Passwords do not match' },
});

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_NAME_LENGTH);

/**
 * An email as the portal stores and compares it: trimmed, Unicode-normalised (NFKC, so a
 * full-width or composed spelling is the same address) and case-folded. Sign-in, its rate limit
 * and every lookup use this one spelling.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase();
}

/** An email address, kept in its normalised spelling. */
export const EmailSchema = z
  .string({ error: SIGN_UP_MESSAGES.emailRequired.defaultMessage })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, { error: SIGN_UP_MESSAGES.emailRequired.defaultMessage, abort: true })
      .max(MAX_NAME_LENGTH)
      .pipe(z.email({ error: SIGN_UP_MESSAGES.emailInvalid.defaultMessage })),
  );

export const PasswordSchema = z
  .string({ error: SIGN_UP_MESSAGES.passwordRequired.defaultMessage })
  .min(1, { error: SIGN_UP_MESSAGES.passwordRequired.defaultMessage, abort: true })
  .min(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordTooShort.defaultMessage)
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/signup: creates a new tenant whose first user is this Admin. */
export const SignUpBody = z.object({
  firstName: requiredText(SIGN_UP_MESSAGES.firstNameRequired.defaultMessage),
  lastName: requiredText(SIGN_UP_MESSAGES.lastNameRequired.defaultMessage),
  email: EmailSchema,
  password: PasswordSchema,
  /** Always sent as Admin by the form; sign-up can create nothing else. */
  role: z.literal('Admin').default('Admin'),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

/** The sign-up form: the body plus the retyped password. */
export const SignUpForm = SignUpBody.omit({ role: true })
  .extend({ retypePassword: z.string() })
  .refine((form) => form.password === form.retypePassword, {
    message: SIGN_UP_MESSAGES.passwordsDoNotMatch.defaultMessage,
    path: ['retypePassword'],
  });
export type SignUpFormValues = z.input<typeof SignUpForm>;

export const SignUpAnswer = z.object({ result: z.literal(1), msg: z.string(), id: z.string() });

/** GET /api/auth/email and GET /api/user/get-tenant take the signed-in user's email. */
export const EmailQuery = z.object({ email: EmailSchema });

/** GET /api/auth/email: the session data the app keeps in local storage. */
export const SessionAnswer = z.object({
  result: z.literal(1),
  /**
   * The portal authenticates every call with the identity provider's access token, so it issues
   * no credential of its own; the field keeps the session shape of the spec.
   */
  token: z.null(),
  userName: z.string(),
  userEmail: z.string(),
  userId: z.string(),
  tenantId: z.string(),
  userRole: RoleSchema,
  msg: z.string(),
  /** The language the person chose, null when they have not: then `tenantLanguage` applies. */
  language: LocaleSchema.nullable().optional(),
  /** Their tenant's default language, null when it has none: then the browser's preferred languages. */
  tenantLanguage: LocaleSchema.nullable().optional(),
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** GET /api/user/get-tenant: whether the caller's tenant may still use the portal. */
export const TenantCheckAnswer = z.object({
  result: z.object({ subscription_expired: z.boolean() }),
});
export type TenantCheckAnswer = z.infer<typeof TenantCheckAnswer>;

/** The calls of sign-up and sign-in. */
export const authApi = {
  signup: changeEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Creates a new tenant whose first user is the signing-up Admin.',
    input: SignUpBody,
    answer: SignUpAnswer,
    public: true,
    // A new tenant: nobody listens to it yet.
    invalidates: () => [],
  }),
  // The portal counts this lookup as the sign-in: it sets the person's last login.
  email: changeEndpoint({
    method: 'GET',
    path: '/api/auth/email',
    summary: "The signed-in person's session data, recording the sign-in; the email must be their own.",
    input: EmailQuery,
    answer: SessionAnswer,
    // User Management shows each person's last login.
    invalidates: () => [changed.users()],
  }),
  getTenant: readEndpoint({
    method: 'GET',
    path: '/api/user/get-tenant',
    summary: "Whether the signed-in person's tenant subscription has expired (the suite site's call).",
    input: EmailQuery,
    answer: TenantCheckAnswer,
  }),
};
