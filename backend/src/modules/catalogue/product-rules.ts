import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { DAY_MESSAGE, isPlausibleDay } from '../../common/http/date-field';
import { parseCents } from '../../common/money/money';
import { berlinDay } from '../../common/money/pricing';

export interface FieldError {
  field: string;
  message: string;
}

export interface PromotionInput {
  retailPrice: string;
  specialPrice?: string | null;
  specialPriceStart?: string | null;
  specialPriceEnd?: string | null;
}

export interface StoredPromotion {
  specialPriceStart: string | null;
  specialPriceEnd: string | null;
}

export const PROMOTION_MESSAGES = {
  incomplete: 'Für einen Aktionspreis werden Preis, Beginn und Ende benötigt.',
  startInPast: 'Der Aktionsbeginn darf nicht in der Vergangenheit liegen.',
  endInPast: 'Das Aktionsende darf nicht in der Vergangenheit liegen.',
  endNotAfterStart: 'Das Aktionsende muss nach dem Aktionsbeginn liegen.',
  notBelowRetail: 'Der Aktionspreis muss unter dem Verkaufspreis liegen.',
} as const;

/**
 * The editor's promotion rules, on the server too. Days are Berlin calendar days ("2026-05-01").
 * A start or end already saved may lie in the past (a running or finished promotion stays editable);
 * a newly entered one may not.
 */
export function promotionErrors(input: PromotionInput, stored: StoredPromotion | null, now: Date): FieldError[] {
  const { specialPrice, specialPriceStart: start, specialPriceEnd: end } = input;
  // the request DTO's DateField has refused these already; other callers get the same answer instead of a RangeError
  const invalidDay = (['specialPriceStart', 'specialPriceEnd'] as const).find((field) => input[field] && !isPlausibleDay(input[field]));
  if (invalidDay) return [{ field: invalidDay, message: DAY_MESSAGE }];
  const given = [specialPrice, start, end].filter((value) => value !== null && value !== undefined);
  if (given.length === 0) return [];
  if (given.length < 3) {
    const missing = !specialPrice ? 'specialPrice' : !start ? 'specialPriceStart' : 'specialPriceEnd';
    return [{ field: missing, message: PROMOTION_MESSAGES.incomplete }];
  }
  const errors: FieldError[] = [];
  const today = berlinDay(now);
  if (start! < today && start !== stored?.specialPriceStart) {
    errors.push({ field: 'specialPriceStart', message: PROMOTION_MESSAGES.startInPast });
  }
  if (end! < today && end !== stored?.specialPriceEnd) {
    errors.push({ field: 'specialPriceEnd', message: PROMOTION_MESSAGES.endInPast });
  } else if (end! <= start!) {
    errors.push({ field: 'specialPriceEnd', message: PROMOTION_MESSAGES.endNotAfterStart });
  }
  if (parseCents(specialPrice!) >= parseCents(input.retailPrice)) {
    errors.push({ field: 'specialPrice', message: PROMOTION_MESSAGES.notBelowRetail });
  }
  return errors;
}

/** Same shape as the global validation pipe's answer, so the editor maps both to its fields alike. */
export function validationFailed(errors: FieldError[]): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', errors[0].message, { errors });
}
