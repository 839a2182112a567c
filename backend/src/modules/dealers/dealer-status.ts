import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { DealerProfile } from './entities/dealer-profile.entity';

export enum DealerStatus {
  Pending = 'pending',
  Approved = 'approved',
  Rejected = 'rejected',
}

export function dealerStatusOf(profile: Pick<DealerProfile, 'isApproved' | 'rejectedAt'>): DealerStatus {
  if (profile.isApproved) return DealerStatus.Approved;
  return profile.rejectedAt ? DealerStatus.Rejected : DealerStatus.Pending;
}

/** The allowed moves of a dealer account: a rejection may also withdraw an approval, and be undone by one. */
export const DEALER_TRANSITIONS: Record<DealerStatus, readonly DealerStatus[]> = {
  [DealerStatus.Pending]: [DealerStatus.Approved, DealerStatus.Rejected],
  [DealerStatus.Approved]: [DealerStatus.Rejected],
  [DealerStatus.Rejected]: [DealerStatus.Approved],
};

const ALREADY: Record<DealerStatus, AppError> = {
  [DealerStatus.Approved]: new AppError(HttpStatus.CONFLICT, 'DEALER_ALREADY_APPROVED', 'Der Händler ist bereits freigegeben.'),
  [DealerStatus.Rejected]: new AppError(HttpStatus.CONFLICT, 'DEALER_ALREADY_REJECTED', 'Der Händler wurde bereits abgelehnt.'),
  [DealerStatus.Pending]: new AppError(HttpStatus.CONFLICT, 'DEALER_STATUS_CONFLICT', 'Diese Statusänderung ist nicht möglich.'),
};

export function assertDealerTransition(profile: Pick<DealerProfile, 'isApproved' | 'rejectedAt'>, to: DealerStatus): void {
  if (!DEALER_TRANSITIONS[dealerStatusOf(profile)].includes(to)) throw ALREADY[to];
}

const NOW: Record<DealerStatus, string> = {
  [DealerStatus.Approved]: 'freigegeben',
  [DealerStatus.Rejected]: 'abgelehnt',
  [DealerStatus.Pending]: 'wieder offen',
};

/**
 * A decision names the status its admin saw: when another admin decided in between (both clicked on the same
 * sign-up), the later one is refused instead of turning a rejection into the withdrawal of a fresh approval.
 */
export function assertStatusAsSeen(profile: Pick<DealerProfile, 'isApproved' | 'rejectedAt'>, seen: DealerStatus | undefined): void {
  const now = dealerStatusOf(profile);
  if (seen === undefined || seen === now) return;
  throw new AppError(
    HttpStatus.CONFLICT,
    'DEALER_STATUS_CHANGED',
    `Der Händler ist inzwischen ${NOW[now]}, vermutlich von einer anderen Person der Verwaltung. Bitte prüfen Sie die Liste und entscheiden Sie erneut.`,
  );
}
