/** The largest whole number the server stores (PostgreSQL `integer`); it refuses anything above. */
export const MAX_INTEGER = 2_147_483_647;
/** The largest minimum order quantity or order multiple the server accepts. */
export const MAX_PACKAGING = 100_000;
