/**
 * How long a job waited or ran, as Bull Board writes it with date-fns in English once it is over five seconds
 * ('less than 10 seconds', 'about 1 hour'), in German; null for any other text. Self-contained, because the
 * page runs it as it stands (see BOARD_DURATIONS_SCRIPT): no names from outside the function.
 */
export function germanDuration(text: string | null): string | null {
  const match = /^(less than|about|over|almost)?\s*(half a|an?|\d+)\s+(second|minute|hour|day|week|month|year)s?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, qualifier, amount, unit] = match;
  const units: Record<string, [string, string, string]> = {
    second: ['Sekunde', 'Sekunden', 'eine'],
    minute: ['Minute', 'Minuten', 'eine'],
    hour: ['Stunde', 'Stunden', 'eine'],
    day: ['Tag', 'Tage', 'ein'],
    week: ['Woche', 'Wochen', 'eine'],
    month: ['Monat', 'Monate', 'ein'],
    year: ['Jahr', 'Jahre', 'ein'],
  };
  const qualifiers: Record<string, string> = { 'less than': 'weniger als', about: 'etwa', over: 'mehr als', almost: 'fast' };
  const [one, many, article] = units[unit];
  const words = amount === 'half a' ? `eine halbe ${one}` : amount === 'a' || amount === 'an' ? `${article} ${one}` : `${amount} ${amount === '1' ? one : many}`;
  return qualifier ? `${qualifiers[qualifier]} ${words}` : words;
}

/** Served from the board's own path, as the portal's security policy runs only its own scripts. */
export const BOARD_DURATIONS_FILE = 'portal-dauer.js';

/**
 * The board's German messages cannot reach date-fns, which it only gives a language it ships. This script
 * translates the durations in the job timelines whenever the board redraws them.
 */
export const BOARD_DURATIONS_SCRIPT = `(() => {
  const germanDuration = ${germanDuration.toString()};
  const translate = () => {
    for (const small of document.querySelectorAll('[class*="timeline-"] small')) {
      for (const node of small.childNodes) {
        const german = node.nodeType === Node.TEXT_NODE ? germanDuration(node.nodeValue) : null;
        if (german) node.nodeValue = german;
      }
    }
  };
  new MutationObserver(translate).observe(document.body, { subtree: true, childList: true, characterData: true });
  translate();
})();
`;
