import { useEffect, useMemo, useSyncExternalStore } from "react";
import { TopupMachine, type TopupApi, type TopupEffects } from "./topup-machine";

/** One machine per dialog mount; disposed (all timers stopped) on unmount. */
export function useTopupMachine(api: TopupApi, effects: TopupEffects): TopupMachine {
  const machine = useMemo(() => new TopupMachine(api, effects), [api, effects]);
  useEffect(() => () => machine.dispose(), [machine]);
  useSyncExternalStore(
    (listener) => machine.subscribe(listener),
    () => machine.state,
  );
  return machine;
}
