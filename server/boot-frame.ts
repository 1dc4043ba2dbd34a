/**
 * The console's frame in plain HTML and CSS, sent inside a signed-in page's HTML (server/static.ts).
 *
 * On a phone on mobile data the console's code for a first visit is ~350 KB, and until it has arrived
 * and run the screen stayed white: Lighthouse's slow 4G put the first paint of the dashboard at 4.3 s
 * (issue 24). With this the top bar, the navigation's place and the page's outline paint with the
 * HTML, in the first round trip. React's shell replaces it before its own first paint
 * (src/layout/boot-frame.ts), so nothing moves when the real frame arrives.
 *
 * It only ever covers the page: it takes no pointer events, is hidden from assistive technology (the
 * page beneath says it is loading), and hides itself after 20 s in case the code never came, so an
 * error page underneath can be read.
 */
export const BOOT_FRAME_ID = "boot-frame";

const STYLE = `<style>
#${BOOT_FRAME_ID}{position:fixed;inset:0;z-index:900;background:#f5f7f6;pointer-events:none;font-family:'Noto Sans','Segoe UI',Roboto,system-ui,sans-serif;animation:bf-gone 0s 20s forwards}
#${BOOT_FRAME_ID} .bf-top{height:64px;box-sizing:border-box;background:#fff;border-bottom:1px solid #e6ebe9;display:flex;align-items:center;gap:12px;padding:0 20px}
#${BOOT_FRAME_ID} .bf-logo{display:flex;align-items:center;gap:8px;color:#0b6e4f;font-weight:700;font-size:22px}
#${BOOT_FRAME_ID} .bf-logo svg{width:32px;height:32px}
#${BOOT_FRAME_ID} .bf-menu{display:none;width:20px}
#${BOOT_FRAME_ID} .bf-menu i{display:block;height:2px;margin:4px 0;background:rgba(0,0,0,.85);border-radius:1px}
#${BOOT_FRAME_ID} .bf-side{position:absolute;top:64px;bottom:0;left:0;width:264px;box-sizing:border-box;padding:16px;background:#fff;border-right:1px solid #e6ebe9}
#${BOOT_FRAME_ID} .bf-main{position:absolute;top:64px;left:264px;right:0;padding:24px}
#${BOOT_FRAME_ID} .bf-bar{height:14px;margin:14px 0;border-radius:7px;background:#e3e8e6;animation:bf-pulse 1.4s ease-in-out infinite}
#${BOOT_FRAME_ID} .bf-title{height:28px;width:45%;margin:6px 0 24px}
#${BOOT_FRAME_ID} .bf-cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
#${BOOT_FRAME_ID} .bf-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:12px 24px}
#${BOOT_FRAME_ID} .bf-tabs{display:none;box-sizing:border-box;position:absolute;left:0;right:0;bottom:0;height:56px;background:#fff;border-top:1px solid #e6ebe9}
@media (max-width:991.98px){
#${BOOT_FRAME_ID} .bf-top{padding:0 12px}
#${BOOT_FRAME_ID} .bf-menu{display:block}
#${BOOT_FRAME_ID} .bf-logo span,#${BOOT_FRAME_ID} .bf-side{display:none}
#${BOOT_FRAME_ID} .bf-main{left:0;padding:16px 12px}
#${BOOT_FRAME_ID} .bf-cards{grid-template-columns:1fr}
#${BOOT_FRAME_ID} .bf-tabs{display:block}
}
@media (prefers-reduced-motion:reduce){#${BOOT_FRAME_ID} .bf-bar{animation:none}}
@keyframes bf-pulse{50%{opacity:.5}}
@keyframes bf-gone{to{visibility:hidden}}
</style>`;

const bars = (widths: number[]) => widths.map((w) => `<div class="bf-bar" style="width:${w}%"></div>`).join("");
const card = `<div class="bf-card">${bars([45, 60, 35])}</div>`;

/** The `<style>` for the head and the frame for the top of the body, around the console's logo (public/galla.svg). */
export function bootFrame(logoSvg: string): { style: string; markup: string } {
  const logo = logoSvg.replace(/<\?xml[^>]*>/, "").replace("<svg ", '<svg aria-hidden="true" focusable="false" ');
  const markup =
    `<div id="${BOOT_FRAME_ID}" aria-hidden="true">` +
    `<div class="bf-top"><span class="bf-menu"><i></i><i></i><i></i></span><span class="bf-logo">${logo}<span>Galla</span></span></div>` +
    `<div class="bf-side">${bars([90, 70, 80, 65, 75, 60, 70])}</div>` +
    `<div class="bf-main"><div class="bf-bar bf-title"></div><div class="bf-cards">${card}${card}${card}</div></div>` +
    `<div class="bf-tabs"></div></div>`;
  return { style: STYLE, markup };
}
