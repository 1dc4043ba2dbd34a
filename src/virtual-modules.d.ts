/** scripts/antd-styles-plugin.ts: URLs of antd's prepared CSS (undefined in the dev server). */
declare module "virtual:antd-prepared-styles" {
  export const landing: string | undefined;
  export const all: string | undefined;
}
