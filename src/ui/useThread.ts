import { useList, useNotification, type BaseRecord } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../providers/http";

/**
 * The messages of one conversation (a resource filtered by its parent's id, oldest first) and the
 * reply that adds to it; after a reply everything on screen is fetched again (status may change too).
 */
export function useThread<T extends BaseRecord>(opts: { resource: string; parentField: string; parentId: string; send: (body: string) => Promise<unknown> }) {
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const thread = useList<T>({
    resource: opts.resource,
    filters: [{ field: opts.parentField, operator: "eq", value: opts.parentId }],
    sorters: [{ field: "id", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 200 },
  });
  const reply = useMutation({
    mutationFn: opts.send,
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (err) => notify?.({ type: "error", message: "Reply not sent", description: errorMessage(err) }),
  });
  return { thread, reply };
}
