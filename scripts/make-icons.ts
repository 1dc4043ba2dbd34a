/**
 * Draws the installed app's PNG icons (public/icons/) from the brand mark in public/galla.svg, in Chromium:
 * `npx tsx scripts/make-icons.ts` after changing the logo, then commit the PNGs. They are committed rather
 * than drawn at every build because drawing needs a browser, which a build must not.
 *
 * - icon-192.png, icon-512.png ("any"): the logo as it is, rounded corners and all.
 * - maskable-512.png ("maskable"): the launcher crops it to its own shape (circle, squircle), keeping only
 *   the middle 80 %, so the green fills the whole square and the mark sits inside that safe zone.
 * - apple-touch-icon.png (180): iOS draws its own rounded corners over a full square.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../tests/e2e/browser";

const logo = readFileSync(new URL("../public/galla.svg", import.meta.url), "utf8").trim();
const BRAND = "#0b6e4f";
/** The mark without its rounded background: everything after the first <rect …/>. */
const mark = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "").replace(/^<rect[^>]*\/>/, "");
/** A full green square with the mark scaled by `scale` around the centre. */
const square = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;

const icons: [file: string, size: number, svg: string][] = [
  ["icon-192.png", 192, logo],
  ["icon-512.png", 512, logo],
  ["maskable-512.png", 512, square(0.7)],
  ["apple-touch-icon.png", 180, square(0.85)],
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const [file, size, svg] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`);
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
