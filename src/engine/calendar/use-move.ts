import { useState } from "react";
import { useUpdate } from "@refinedev/core";
import type { ResourceDef } from "../../../resources/types";
import { errorMessage } from "../../../providers/http";
import type { Item } from "./use-calendar-rows";

export interface Target {
  date?: string;
  start?: string;
  end?: string;
  lane?: number | null;
  status?: string;
}

/**
 * Changes an item's place (or status) through the resource API. Nothing moves on the screen until the
 * server has said yes: a refusal (a 409 naming the booking already in the slot, a rule of the business)
 * leaves the item where it was and says the server's reason.
 */
export function useMove(def: ResourceDef) {
  const cal = def.calendar!;
  const { mutateAsync, mutation } = useUpdate();
  const [refusal, setRefusal] = useState<string>();

  const move = async (item: Item, to: Target): Promise<boolean> => {
    const values: Record<string, unknown> = {};
    if (to.date !== undefined && cal.date) values[cal.date] = to.date;
    if (to.start !== undefined) values[cal.start] = to.start;
    if (to.end !== undefined) values[cal.end] = to.end;
    if (to.lane !== undefined) values[cal.lane] = to.lane;
    if (to.status !== undefined && cal.status) values[cal.status] = to.status;
    setRefusal(undefined);
    try {
      await mutateAsync({ resource: def.name, id: item.id, values, mutationMode: "pessimistic", successNotification: false, errorNotification: false });
      return true;
    } catch (err) {
      setRefusal(errorMessage(err));
      return false;
    }
  };
  return { move, refusal, clearRefusal: () => setRefusal(undefined), moving: mutation.isPending };
}
