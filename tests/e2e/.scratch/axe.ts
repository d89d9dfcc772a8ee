import AxeBuilder from '@axe-core/playwright';
import { launchBrowser, signIn } from '../support';
const url = 'http://127.0.0.1:4789';
const browser = await launchBrowser();
const page = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
await signIn(page, url, 'admin@visapath.test');
await page.waitForURL('**/countries');
await page.waitForTimeout(1500);
for (const p of ['/countries', ...process.argv.slice(2)]) {
  if (p !== '/countries') { await page.goto(url + p); await page.waitForTimeout(3000); }
  const results = await new AxeBuilder({ page }).analyze();
  console.log('=====', p);
  for (const v of results.violations) console.log(`${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`);
}
await browser.close();
