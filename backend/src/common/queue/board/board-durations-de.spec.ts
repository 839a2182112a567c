import { runInNewContext } from 'vm';
import { BOARD_DURATIONS_SCRIPT, germanDuration } from './board-durations-de';

describe('germanDuration: the board’s English date-fns durations in German', () => {
  it.each([
    ['less than 5 seconds', 'weniger als 5 Sekunden'],
    ['less than 10 seconds', 'weniger als 10 Sekunden'],
    ['half a minute', 'eine halbe Minute'],
    ['less than a minute', 'weniger als eine Minute'],
    ['1 minute', '1 Minute'],
    ['44 minutes', '44 Minuten'],
    ['about 1 hour', 'etwa 1 Stunde'],
    ['about 23 hours', 'etwa 23 Stunden'],
    ['1 day', '1 Tag'],
    ['3 days', '3 Tage'],
    ['about 1 month', 'etwa 1 Monat'],
    ['11 months', '11 Monate'],
    ['over 1 year', 'mehr als 1 Jahr'],
    ['almost 2 years', 'fast 2 Jahre'],
  ])('%s → %s', (english, german) => {
    expect(germanDuration(english)).toBe(german);
  });

  it('leaves everything else alone, German texts included (so translating twice changes nothing)', () => {
    for (const text of ['337 Millisekunden', 'weniger als 10 Sekunden', 'Gestartet am', 'verzögert um ', '12:10:25', '', null, 'mail.send']) {
      expect(germanDuration(text)).toBeNull();
    }
  });

  it('runs in the page as served: the function stands alone', () => {
    const small = { childNodes: [{ nodeType: 3, nodeValue: 'about 2 hours' }] };
    const page = {
      Node: { TEXT_NODE: 3 },
      document: { body: {}, querySelectorAll: () => [small] },
      MutationObserver: class {
        observe() {}
      },
    };
    runInNewContext(BOARD_DURATIONS_SCRIPT, page);
    expect(small.childNodes[0].nodeValue).toBe('etwa 2 Stunden');
  });
});
