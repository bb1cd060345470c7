import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, horizontalOverflow } from './checks';
import { signIn } from './pages';

const PORT = 3177;
const out = '/tmp/bk-ppl-shots';
const browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
for (const brand of BRANDS) {
  const origin = brand.origin(PORT);
  for (const width of [375, 1280]) {
    const tag = `${brand.name === 'Bloomkeep' ? 'default' : 'bee'}-${width}`;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/community`);
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.waitForTimeout(500);
    console.log(tag, 'guest community overflow', await horizontalOverflow(page));
    await page.screenshot({ path: `${out}/community-guest-${tag}.png`, fullPage: true });
    await page.goto(`${origin}/signin`);
    await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/community`);
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.waitForTimeout(500);
    console.log(tag, 'user community overflow', await horizontalOverflow(page));
    await page.screenshot({ path: `${out}/community-user-${tag}.png`, fullPage: true });
    await page.goto(`${origin}/users?q=olu`);
    await page.getByRole('link', { name: /organiserolu/ }).first().click();
    await page.getByRole('heading', { name: 'Badges' }).waitFor();
    await page.waitForTimeout(500);
    console.log(tag, 'profile overflow', await horizontalOverflow(page), page.url());
    await page.screenshot({ path: `${out}/profile-${tag}.png`, fullPage: true });
    await page.goto(`${origin}/users`);
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await page.waitForTimeout(500);
    console.log(tag, 'users overflow', await horizontalOverflow(page));
    await page.screenshot({ path: `${out}/users-${tag}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
