import { Button, Popconfirm } from "antd";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { salesApi, type DocKind, type NoteKind, type SalesDocument } from "./api";
import { useTranslation } from "../../../src/i18n/use-translation";

/** Cancels an issued invoice or note from its page: kept with its number, marked CANCELLED, out of every total. */
export function CancelButton({ kind, doc }: { kind: DocKind | NoteKind; doc: SalesDocument }) {
  const note = kind !== "sale" && kind !== "purchase";
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const queryClient = useQueryClient();
  async function cancel() {
    try {
      const res = await salesApi.cancel(kind, doc.id);
      open?.({ type: "success", message: res.message, description: t("cancel.done") });
      queryClient.setQueryData(["sales-doc", kind, String(doc.id)], res.data);
      queryClient.invalidateQueries({ queryKey: ["sales-docs"] });
    } catch (err) {
      open?.({ type: "error", message: (err as { message?: string }).message ?? t("cancel.failed") });
    }
  }
  return (
    <Popconfirm
      title={t(note ? "cancel.titleNote" : "cancel.titleInvoice", { number: doc.number })}
      description={t(note ? "cancel.noteDescription" : "cancel.description")}
      okText={t(note ? "cancel.note" : "cancel.invoice")}
      cancelText={t("cancel.keep")}
      okButtonProps={{ danger: true }}
      onConfirm={cancel}
    >
      <Button danger data-testid={note ? "cancel-note" : "cancel-invoice"}>{t(note ? "cancel.note" : "cancel.invoice")}</Button>
    </Popconfirm>
  );
}
