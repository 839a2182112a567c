/**
 * One column up to 520 px wide, otherwise grid cells of at most about 400 px. Also sent by the server with the
 * catalogue's first card image as a preload hint (vite.config.ts writes it into route-preloads.json): the same
 * sizes make the browser pick the same variant for the hint and for the card.
 */
export const CARD_IMAGE_SIZES = '(max-width: 520px) 100vw, 400px';
