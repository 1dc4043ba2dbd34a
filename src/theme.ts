import type { ThemeConfig } from "antd";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#0b6e4f",
    colorLink: "#0b6e4f",
    borderRadius: 8,
    fontFamily: "'Noto Sans', 'Segoe UI', Roboto, system-ui, sans-serif",
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", bodyBg: "#f5f7f6" },
    Menu: { itemSelectedBg: "#e3f2ec", itemSelectedColor: "#0b6e4f", itemHoverBg: "#f0f7f4", itemHeight: 38 },
  },
};
