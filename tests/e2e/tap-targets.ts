import type { Page } from "playwright-core";

/** WCAG 2.5.5 (AAA) and both platforms' guidelines: a thumb needs 44 × 44 CSS px. */
export const TAP_MIN_PX = 44;

export interface TapTarget {
  /** A short name for a failure message: tag, role or class, and its text or label. */
  name: string;
  /** The area that answers a tap through the target's centre, CSS px (hit-tested, so ::before hit areas and padding count). */
  width: number;
  height: number;
  ok: boolean;
}

/**
 * Every control of the page a finger may tap that is not a link inside running text: links, buttons,
 * form fields, and the ARIA widgets antd draws (checkbox, switch, tab, radio, menu item, combobox).
 * A control wrapped by what takes its taps (antd's checkbox input in its label, a select's search
 * input in its selector) is measured as that wrapper, once. Its size is what answers a tap: from the
 * centre, points 1 px apart left/right and up/down are asked to the browser (elementFromPoint) until
 * one falls outside the control, so an enlarged invisible hit area (a ::before, padding) counts and
 * a neighbour overlapping it does not.
 */
export function measureTapTargets(page: Page): Promise<TapTarget[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      "a[href]", "button", "input:not([type=hidden])", "select", "textarea", "summary",
      "[role=button]", "[role=checkbox]", "[role=switch]", "[role=tab]", "[role=radio]", "[role=menuitem]",
      "[role=combobox]", "[role=link]", "[role=option]", "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    // What takes a tap for the control inside it.
    const WRAPPER =
      "label, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-select, .ant-picker, .ant-input-number, " +
      ".ant-input-affix-wrapper, .ant-segmented-item, .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next, .ant-tabs-tab, .ant-menu-item, .ant-menu-submenu-title";
    const shown = (el: Element) => {
      if (el.closest("[aria-hidden=true], [inert], .galla-visually-hidden")) return false;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      return el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true } as CheckVisibilityOptions);
    };
    /** A link in running text: drawn inline among other words of its block. */
    const inlineText = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest("p, li, dd, td, span, div, .ant-typography");
      return Boolean(block && (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 1);
    };
    const roots = new Set<HTMLElement>();
    // A group (a row of segments, a tab list) takes its taps on its items, which are measured.
    const GROUP = "[role=radiogroup], [role=tablist], [role=listbox], [role=menu], [role=menubar], [role=group], [role=toolbar], [role=tree], [role=grid]";
    for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (el.matches(GROUP)) continue;
      const wrapper = el.closest<HTMLElement>(WRAPPER);
      // A form item's <label for> is text beside its field, not the field's wrapper.
      const root = wrapper && !(wrapper.tagName === "LABEL" && wrapper.closest(".ant-form-item-label")) ? wrapper : el;
      if (!shown(root) && !shown(el)) continue;
      if (inlineText(root)) continue;
      roots.add(shown(root) ? root : el);
    }
    // A link wrapping a button (a "Create" link drawn as a button) is one control: the outer one counts.
    for (const el of [...roots]) {
      for (let up = el.parentElement; up; up = up.parentElement) if (roots.has(up)) roots.delete(el);
    }
    const name = (el: HTMLElement) => {
      const label = el.getAttribute("aria-label") ?? el.getAttribute("title") ?? el.getAttribute("placeholder") ?? el.textContent ?? "";
      const cls = [...el.classList].filter((c) => !/-(focused|checked|active|selected|open)$/.test(c)).slice(0, 2).join(".");
      return `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""}${cls ? `.${cls}` : ""} "${label.trim().replace(/\s+/g, " ").slice(0, 30)}"`;
    };
    const out: { name: string; width: number; height: number; ok: boolean }[] = [];
    const header = document.querySelector(".galla-header")?.getBoundingClientRect().bottom ?? 0;
    const tabbar = document.querySelector(".galla-tabbar")?.getBoundingClientRect().top ?? innerHeight;
    for (const el of roots) {
      // In the middle of the free band between the sticky top bar and the bottom tabs (they stay on top).
      const inBars = el.closest(".galla-header, .galla-tabbar");
      if (!inBars) {
        const r0 = el.getBoundingClientRect();
        scrollBy(0, r0.top + r0.height / 2 - (header + tabbar) / 2);
      }
      const r = el.getBoundingClientRect();
      // Kept off the screen until focused (the skip link): nothing to tap.
      if (r.right <= 0 || r.left >= innerWidth || r.bottom <= 0 || r.top >= innerHeight) continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const mine = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return Boolean(hit && (el === hit || el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control && el.contains(hit.control))));
      };
      const reach = (dx: number, dy: number) => {
        let d = 0;
        while (d < min && mine(cx + dx * (d + 1), cy + dy * (d + 1))) d++;
        return d;
      };
      const centre = mine(cx, cy);
      const width = centre ? 1 + reach(-1, 0) + reach(1, 0) : 0;
      const height = centre ? 1 + reach(0, -1) + reach(0, 1) : 0;
      out.push({ name: name(el), width, height, ok: width >= min && height >= min });
    }
    scrollTo(0, 0);
    return out;
  }, TAP_MIN_PX);
}

/** Share of targets at least 44 × 44, and the ones under it named with their size. */
export function tapSummary(targets: TapTarget[]) {
  const ok = targets.filter((t) => t.ok).length;
  return {
    total: targets.length,
    ok,
    share: targets.length ? ok / targets.length : 1,
    small: targets.filter((t) => !t.ok).map((t) => `${t.name} ${t.width}×${t.height}`),
  };
}
