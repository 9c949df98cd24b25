import { jwtDecode } from 'jwt-decode';

/**
 * The payload of a JWT, decoded without verifying it. Only for reading claims the server checks
 * again on every call; null when the token is not a JWT.
 */
export function decodeJwtPayload(token: string): unknown {
  try {
    return jwtDecode(token);
  } catch {
    return null;
  }
}
