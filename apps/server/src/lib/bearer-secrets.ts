import crypto from 'node:crypto';

/** Random bytes of a secret that is shown once (an API token, a calendar feed's address): 256 bits. */
const SECRET_BYTES = 32;

/** A new such secret, in base64url (43 characters). */
export const newSecret = () => crypto.randomBytes(SECRET_BYTES).toString('base64url');

/**
 * What is stored of a secret: its hex SHA-256. At 256 random bits it needs no salt or stretching,
 * and it is found by this hash alone, before its tenant is known.
 */
export const hashOfSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** A secret's last use is written at most this often, so that frequent use writes nothing. */
const LAST_USE_RESOLUTION_MS = 60_000;

/** Whether a use at `now` should be written, the last written being `lastUsedAt`. */
export const lastUseIsStale = (lastUsedAt: string | null, now: Date) =>
  lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= LAST_USE_RESOLUTION_MS;
