/** The largest whole number the server stores (PostgreSQL `integer`); it refuses anything above. */
export const MAX_INTEGER = 2_147_483_647;
