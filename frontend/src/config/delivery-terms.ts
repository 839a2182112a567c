/**
 * Published delivery and returns terms (net amounts in euro). Display only: the server computes
 * the shipping of an order from its own copy of these rules.
 */
export const deliveryTerms = {
  freeShippingFromNet: 250,
  flatFeeNet: 15,
  expressSurchargeNet: 25,
  expressOrderDeadline: '12:00 Uhr',
  stockDeliveryDays: '1–2 Werktage',
  specialOrderDeliveryDays: '3–5 Werktage',
  returnWindowDays: 14,
  returnInspectionDays: '2–3 Werktagen',
  creditWithinWorkingDays: 7,
} as const;
