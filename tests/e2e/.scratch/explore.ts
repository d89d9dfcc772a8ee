import { launchBrowser, signIn } from '../support';
const url = 'http://127.0.0.1:4789';
const browser = await launchBrowser();
const page = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
await signIn(page, url, 'admin@visapath.test');
await page.waitForURL('**/countries');
await page.waitForTimeout(1500);
console.log(await page.locator('body').ariaSnapshot());
for (const p of (process.argv.slice(2))) {
  await page.goto(url + p);
  await page.waitForTimeout(2500);
  console.log('=====', p, page.url());
  console.log(await page.locator('#main-content').ariaSnapshot());
}
await browser.close();
