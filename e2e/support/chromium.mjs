// Plain JavaScript so that the benchmarks share it with the e2e helpers; types in chromium.d.mts.
import { chromium } from 'playwright-core';

/** Debian's Chromium (apt-get install -y chromium); Playwright's own browser download is not used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// network refuses.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
