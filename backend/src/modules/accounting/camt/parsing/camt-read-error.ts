/** Why a file is no readable camt.053 statement; the message is the German sentence the administrator reads. */
export type CamtReadFailure = 'archive' | 'encoding' | 'not-xml' | 'not-camt053' | 'content';

export class CamtReadError extends Error {
  constructor(
    readonly failure: CamtReadFailure,
    message: string,
  ) {
    super(message);
  }
}
