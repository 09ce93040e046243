import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';

/** Map tiles come from openstreetmap.org; a test sends traffic only to localhost. */
export async function blankTiles(context: BrowserContext) {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 232, g: 236, b: 230 } },
  })
    .png()
    .toBuffer();
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
}

/** A plain picture to upload as a portfolio image. */
export const picture = (width: number, height: number, shade: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 110, b: 90 } } })
    .png()
    .toBuffer();

export async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Uploads the portfolio's four images on the Photos tab. */
export async function uploadPortfolioImages(page: Page) {
  await page.getByRole('tab', { name: 'Photos & Gallery' }).click();
  for (const [label, width, height] of [
    ['Hero Image 1', 1600, 900],
    ['Hero Image 2', 1600, 900],
    ['Profile Image', 400, 400],
    ['Listing Image', 800, 600],
  ] as const) {
    await page.getByLabel(`Upload ${label}`).setInputFiles({
      name: `${label}.png`,
      mimeType: 'image/png',
      buffer: await picture(width, height, 40 + width / 20),
    });
    await page.getByRole('img', { name: `${label} preview` }).waitFor();
  }
}
