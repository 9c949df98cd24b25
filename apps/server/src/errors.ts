/** An error whose message is safe to show the caller, with the HTTP status that says why. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const BadRequest = (msg: string) => new AppError(400, msg);
export const Unauthorized = (msg = 'Invalid or expired token') => new AppError(401, msg);
export const Forbidden = (msg = 'You do not have permission to do this') => new AppError(403, msg);
export const NotFound = (msg = 'Not found') => new AppError(404, msg);
export const Conflict = (msg: string) => new AppError(409, msg);
