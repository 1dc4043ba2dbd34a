import { lazy, Suspense, type ComponentType } from "react";
import { Spin } from "antd";
import { withWords } from "../../i18n/use-translation";

type Code = "Error401" | "Error404" | "Error500";

// The error pages carry antd's Result illustrations: loaded when one is shown, not with every page.
function lazyErrorPage(code: Code): ComponentType {
  const Page = lazy(withWords("payments", () => import("./ErrorPages").then((m) => ({ default: m[code] }))));
  return () => (
    <Suspense fallback={<Spin size="large" fullscreen />}>
      <Page />
    </Suspense>
  );
}

export const Error401 = lazyErrorPage("Error401");
export const Error404 = lazyErrorPage("Error404");
export const Error500 = lazyErrorPage("Error500");
