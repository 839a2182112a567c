/** The checkout's first statement (checkoutStandingOf); the bench's bare side runs the same text. */
export const CHECKOUT_STANDING = `SELECT m.role, m.order_limit, m.monthly_budget, m.joined_at IS NOT NULL AS joined, dp.discount_level
  FROM company_members m LEFT JOIN dealer_profiles dp ON dp.company_id = m.company_id AND dp.is_approved
 WHERE m.user_id = $1 AND m.company_id = $2 FOR UPDATE OF m`;

export interface CheckoutStanding {
  discountLevel: number;
  limits: { orderLimit: string | null; monthlyBudget: string | null } | null;
}
