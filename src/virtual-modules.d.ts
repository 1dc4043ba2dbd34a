/** scripts/antd-styles-plugin.ts: the landing page's prepared antd CSS (undefined in the dev server). */
declare module "virtual:antd-landing-styles" {
  const href: string | undefined;
  export default href;
}
