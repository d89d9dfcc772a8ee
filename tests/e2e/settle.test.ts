import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, settle } from './support';

/*
 * The accessibility checks measure colour contrast on what is painted, after settle(). A control that fades
 * from its disabled colour once something lazy has loaded starts its transition after the page looked still:
 * settle() must wait for that one too (the rich-text toolbar did so, and failed contrast mid-fade).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('settle', () => {
  it('waits for a transition that starts shortly after it is called', async () => {
    const page = await browser.newPage();
    await page.setContent(`
      <p id="label" style="color: rgb(189, 189, 189); transition: color 300ms linear">Normal</p>
      <script>setTimeout(() => { document.getElementById('label').style.color = 'rgb(0, 0, 0)'; }, 60);</script>
    `);
    await settle(page);
    expect(await page.locator('#label').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    await page.close();
  });
});
