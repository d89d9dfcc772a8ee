import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:8391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } }); const page = await context.newPage();
await page.goto(`${base}/auth/login`);
await page.locator('input[name="email"]').fill(process.argv[2] ?? 'bank@visapath.test');
await page.locator('input[name="password"]').fill('Visapath-demo-1');
await page.locator('button[type="submit"]').click();
await page.waitForTimeout(6000);
for (const path of ['/inbox', '/saved-replies', '/enquiries']) {
  await page.goto(base + path);
  await page.waitForTimeout(4000);
  const h1 = await page.locator('h1').count();
  const hs = await page.locator('h1,h2,h3,h4,h5,h6').evaluateAll((els) => els.map((e) => e.tagName + ':' + e.textContent.slice(0, 30)));
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
  console.log(path, 'h1=', h1, hs.join(' | '));
  for (const v of bad) console.log('  ', v.id, v.impact, v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' ; '));
  await page.screenshot({ path: `/tmp/pr/${path.slice(1)}.png` });
}
await browser.close();
