import { useSyncExternalStore } from "react";
import { connection } from "../../providers/connection";
import { outbox } from "../../providers/outbox-runtime";

/** Whether the server can be reached, and since when the data on screen is from the device. */
export const useConnection = () => useSyncExternalStore(connection.subscribe, connection.get);

/** This session's waiting and refused changes for the current business. */
export const useOutbox = () => useSyncExternalStore(outbox.subscribe, outbox.get);
