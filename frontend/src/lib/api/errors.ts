import type { ApiErrorBody } from './contracts';

export const UNEXPECTED_ERROR_MESSAGE = 'Unerwarteter Fehler: Bitte versuchen Sie es später erneut.';

/** A failed API call, carrying the backend's German message for the user. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly correlationId: string | undefined;
  /** Whatever else the answer said: the fields of a validation answer (`errors`), a record's current version, … */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(body: { statusCode: number; code: string; message: string; correlationId?: string; [detail: string]: unknown }) {
    const { statusCode, code, message, correlationId, ...details } = body;
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.correlationId = correlationId;
    this.details = details;
  }
}

/** The fields a validation answer (400) names, each with its German message; none for any other failure. */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  const errors = error instanceof ApiError ? error.details.errors : undefined;
  return Array.isArray(errors) ? (errors as { field: string; message: string }[]) : [];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.message === 'string' && body.message !== '';
}

/** Anything that is not our error shape (a proxy's HTML page, an empty 502) gets the generic message. */
export function toApiError(body: unknown, response: Response): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError({ ...body, code: typeof body.code === 'string' ? body.code : 'ERROR' });
  }
  return new ApiError({ statusCode: response.status, code: 'UNEXPECTED_RESPONSE', message: UNEXPECTED_ERROR_MESSAGE });
}

/** The text a toast shows for any failure: the server's German message or the generic one. */
export function userMessageFor(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into its data, or throws an ApiError (for react-query). */
export async function unwrap<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw toApiError(error, response);
  return data as T;
}

/** For endpoints that answer 204 No Content. */
export async function expectOk(pending: Promise<ApiResult<unknown>>): Promise<void> {
  const { error, response } = await pending;
  if (!response.ok) throw toApiError(error, response);
}
