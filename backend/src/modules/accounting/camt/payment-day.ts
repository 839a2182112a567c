import { berlinDay } from '../../../common/money/pricing';

/**
 * The day a credit line's money counts as received: the Skonto day, the invoice's date and the future are checked
 * against it, the proposal (at import or when assigned by hand) reckons with it and booking books on it.
 *
 * A line the bank sent without a booking day (no BookgDt) takes the end of the statement's period (FrToDt/ToDtTm),
 * the last day the money can have been booked on; a statement without a period takes the Berlin day it was imported.
 * Both are stored with the statement, so the proposal and the booking days later agree. Not today at booking: the
 * proposal would reckon with one day and the booking with another, and a Skonto shown at import could be refused when
 * booking (or the other way round), with every new assignment ending the same way.
 */
export function paymentDay(bookingDate: string | null, statement: { toDate: string | null; createdAt: Date }): string {
  return bookingDate ?? statement.toDate ?? berlinDay(statement.createdAt);
}
