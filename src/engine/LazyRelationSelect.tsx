import { lazy, Suspense, type ComponentProps } from "react";
import { Select } from "antd";

const Loaded = lazy(() => import("./RelationSelect").then((m) => ({ default: m.RelationSelect })));

/**
 * RelationSelect on demand: its server search (Refine's useSelect) loads only on forms and filter
 * bars that have a relation field. A disabled select holds the place meanwhile.
 */
export function RelationSelect(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={<Select disabled loading style={{ minWidth: 200 }} placeholder={props.placeholder} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
