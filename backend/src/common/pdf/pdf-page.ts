/** The house layout of every A4 letter the portal writes (invoices, delivery notes): margins and colours. */
export const MM = 72 / 25.4;
export const PAGE = { width: 595.28, height: 841.89 };
export const LEFT = 25 * MM;
export const RIGHT = PAGE.width - 20 * MM;
export const WIDTH = RIGHT - LEFT;
export const GREEN = '#2f7d4f';
export const GREY = '#595959';
export const LINE = '#bfbfbf';
