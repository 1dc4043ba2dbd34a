import type { ThemeConfig } from "antd";

/**
 * Every colour text is drawn in meets WCAG AA (4.5:1) on white and on the page's #f5f7f6: antd's
 * defaults for secondary text (#8c8c8c, 3.4:1), success green, warning gold and its tags' preset
 * colours do not, so they are darkened here once. Tags draw their text in palette shade 7.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#0b6e4f",
    colorLink: "#0b6e4f",
    colorSuccess: "#2b7a0b",
    colorWarning: "#ad6800",
    colorError: "#cf1322",
    colorTextSecondary: "rgba(0, 0, 0, 0.65)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.5)",
    green7: "#237804",
    orange7: "#ad4e00",
    gold7: "#ad6800",
    volcano7: "#ad2102",
    cyan7: "#006d75",
    lime7: "#3f6600",
    borderRadius: 8,
    fontFamily: "'Noto Sans', 'Segoe UI', Roboto, system-ui, sans-serif",
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", bodyBg: "#f5f7f6" },
    Menu: { itemSelectedBg: "#e3f2ec", itemSelectedColor: "#0b6e4f", itemHoverBg: "#f0f7f4", itemHeight: 38 },
  },
};
