import { describe, expect, it } from 'vitest';
import { newPart, safeHtml, textAsHtml } from '@/server/features/inbound/mailContent';

/** What of an inbound mail is shown as the enquirer's answer, and its HTML made safe. */
describe('the quoted history is folded', () => {
  it.each([
    ['Yes, thanks.\n\nOn Mon, 23 Nov 2026, Visapath <s@visapath.test> wrote:\n> question\n', 'Yes, thanks.'],
    ['Yes.\r\nOn Mon, 23 Nov 2026 at 10:00, Visapath <s@visapath.test>\r\nwrote:\r\n> q\r\n', 'Yes.'],
    ['Ja, gern.\n\nAm 23.11.2026 um 10:00 schrieb Visapath <s@visapath.test>:\n> Frage\n', 'Ja, gern.'],
    ['Oui.\n\nLe lun. 23 nov. 2026, Visapath <s@visapath.test> a écrit :\n> question\n', 'Oui.'],
    ['Fine.\n\n-----Original Message-----\nFrom: Visapath\n', 'Fine.'],
    ['Fine.\n> quoted\nmore\n', 'Fine.'],
  ])('%j', (text, expected) => {
    expect(newPart(text)).toBe(expected);
  });

  it('keeps the whole text when it starts with the quote or has none', () => {
    expect(newPart('> question\n\nMy answer below.\n')).toBe('> question\n\nMy answer below.');
    expect(newPart('  Just a line.  \n\n')).toBe('Just a line.');
  });
});

describe('HTML', () => {
  it('drops scripts, handlers, styles and images; links get rel=noopener', () => {
    const html = safeHtml(
      '<div style="background:url(https://t.test/x)" onclick="x()"><a href="https://a.test" onmouseover="y()">a</a>' +
        '<img src="https://t.test/p.gif"><script>z()</script><a href="javascript:alert(1)">j</a><iframe src="https://f.test"></iframe></div>',
    );
    expect(html).toBe(
      '<div><a href="https://a.test" rel="noopener noreferrer nofollow" target="_blank">a</a><a rel="noopener noreferrer nofollow" target="_blank">j</a></div>',
    );
  });

  it('shows a plain-text mail escaped, one paragraph per block', () => {
    expect(textAsHtml('a <b>\nc\n\nd & e')).toBe('<p>a &lt;b&gt;<br />c</p>\n<p>d &amp; e</p>');
  });
});
