/**
 * Names and lifetimes of everything the portal keeps in the browser. The cookie page lists
 * exactly these, so code and disclosure cannot drift apart.
 */
export const SIDEBAR_COOKIE = { name: 'sidebar_state', maxAgeDays: 7 } as const;

export const localStorageKeys = {
  showDealerPrices: 'radwerk.show_ek_prices',
  pilotModalDismissed: 'radwerk.pilot_modal_dismissed',
} as const;
