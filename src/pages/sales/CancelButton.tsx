import { Button, Popconfirm } from "antd";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { salesApi, type DocKind, type SalesDocument } from "./api";

/** Cancels an issued invoice from its page: kept with its number, marked CANCELLED, out of every total. */
export function CancelButton({ kind, doc }: { kind: DocKind; doc: SalesDocument }) {
  const { open } = useNotification();
  const queryClient = useQueryClient();
  async function cancel() {
    try {
      const res = await salesApi.cancel(kind, doc.id);
      open?.({ type: "success", message: res.message, description: "Kept with its number; out of every total, stock put back" });
      queryClient.setQueryData(["sales-doc", kind, String(doc.id)], res.data);
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? "Could not cancel" });
    }
  }
  return (
    <Popconfirm
      title={`Cancel invoice ${doc.number}?`}
      description="It stays with its number, marked CANCELLED, and leaves every total; stock comes back."
      okText="Cancel invoice"
      cancelText="Keep"
      okButtonProps={{ danger: true }}
      onConfirm={cancel}
    >
      <Button danger data-testid="cancel-invoice">Cancel invoice</Button>
    </Popconfirm>
  );
}
