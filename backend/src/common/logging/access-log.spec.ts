import { loggableUrl } from './access-log';

describe('loggableUrl', () => {
  it.each([
    ['/api/orders', '/api/orders'],
    ['/api/catalogue/products?q=kette&page=2', '/api/catalogue/products?q=kette&page=2'],
    ['/api/dealers/documents/download?token=abc.def.ghi', '/api/dealers/documents/download?token=[entfernt]'],
    ['/einladung?x=1&token=geheim&y=2', '/einladung?x=1&token=[entfernt]&y=2'],
    ['/confirm-email?TOKEN=geheim#oben', '/confirm-email?TOKEN=[entfernt]#oben'],
    ['/a?token=eins&token=zwei', '/a?token=[entfernt]&token=[entfernt]'],
    ['/a?mytoken=bleibt&tokens=bleibt', '/a?mytoken=bleibt&tokens=bleibt'],
  ])('%s → %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
