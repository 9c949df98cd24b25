/**
 * `npx tsx apps/web/scripts/icons.ts`: draws the app's icons (public/*.png) from public/favicon.svg
 * in the sizes browsers ask for. Run it again after changing the favicon, and commit the PNGs: the
 * build itself needs no image tool.
 *
 * Chromium draws them (the e2e suite's, through Playwright), as it draws the favicon in a tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

const favicon = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
/**
 * The same clock on a square without rounded corners, for icons the platform crops itself: a
 * maskable icon keeps what lies in the central circle of 80%, which the clock does, and iOS rounds
 * the home-screen icon and fills whatever is transparent with black.
 */
const fullBleed = favicon.replace(' rx="8"', '');

const ICONS = [
  { file: 'pwa-192x192.png', size: 192, svg: favicon },
  { file: 'pwa-512x512.png', size: 512, svg: favicon },
  { file: 'maskable-512x512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180x180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(PUBLIC_DIR, file), omitBackground: true });
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
