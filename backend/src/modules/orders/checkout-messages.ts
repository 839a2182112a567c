/** What a visitor or a dealer not yet approved reads when trying to order or pay. */
export const CHECKOUT_NOT_ALLOWED = 'Sie müssen angemeldet und freigeschaltet sein.';
