import { useEffect, useRef, useState } from "react";
import { Alert, Button, Drawer, Form, Input, Modal, Select, Space, type InputRef } from "antd";
import { useCreate, useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { parties } from "../resources";
import { checkField } from "../../../resources/validate";
import type { FieldDef } from "../../../resources/types";
import { consoleWording } from "../../../src/i18n/words";
import { useTranslation } from "../../../src/i18n/use-translation";
import { useIsPhone } from "../../../src/ui/useIsPhone";
import type { DocKind, PartyOption } from "./api";
import { STATE_SELECT } from "./format";
import { partyOptionOf, quickPartyBody, stateOfGstin, type QuickPartyValues } from "./quick-party";

const FIELDS = ["name", "phone", "gstin", "state"] as const;
const fieldOf = (name: (typeof FIELDS)[number]) => parties.fields.find((f) => f.name === name) as FieldDef;

/** The party's state: chosen from the list, or shown as the GSTIN names it (read-only, so it stays legible). */
function StateInput({ value, onChange, locked, placeholder, id }: { value?: string; onChange?: (code: string) => void; locked: boolean; placeholder: string; id?: string }) {
  return locked ? (
    <Input id={id} readOnly value={STATE_SELECT.find((s) => s.value === value)?.label ?? value} />
  ) : (
    <Select id={id} showSearch allowClear value={value} onChange={onChange} options={STATE_SELECT} optionFilterProp="label" placeholder={placeholder} />
  );
}

/**
 * A new customer (sale) or supplier (purchase) added without leaving the invoice: name, mobile, GSTIN and
 * state, created through the parties API the parties page uses (its checks, access rules and history), then
 * handed back to the editor's picker. A dialog on a wide screen, a bottom sheet on a phone; Esc closes both.
 */
export default function QuickPartyForm({ kind, name, onCreated, onClose }: { kind: DocKind; name: string; onCreated: (party: PartyOption) => void; onClose: () => void }) {
  const { t } = useTranslation("sales");
  const isPhone = useIsPhone();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuickPartyValues>();
  const [error, setError] = useState<string>();
  const nameField = useRef<InputRef>(null);
  // Opened from the picker by Enter, the picker would keep the keyboard: once the form is open, its first field takes it.
  const takeFocus = (open: boolean) => open && nameField.current?.focus();
  const gstin = Form.useWatch("gstin", form) ?? "";
  const gstinState = stateOfGstin(gstin);
  const { mutateAsync, mutation } = useCreate();

  // A valid GSTIN names the party's state in its first two digits.
  useEffect(() => {
    if (gstinState) form.setFieldValue("state", gstinState);
  }, [gstinState, form]);

  const label = (field: (typeof FIELDS)[number]) => t(`addParty.${field}`);
  // The same check the server runs on the party, worded with this form's labels.
  const rule = (field: (typeof FIELDS)[number]) => ({
    validator: (_: unknown, value: unknown) => {
      const message = checkField(fieldOf(field), typeof value === "string" ? value.trim() : value, { ...consoleWording(parties), label: () => label(field) });
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

  async function save(values: QuickPartyValues) {
    setError(undefined);
    try {
      const res = await mutateAsync({ resource: "parties", values: quickPartyBody(kind, values), successNotification: false, errorNotification: false });
      const party = partyOptionOf(res.data as Record<string, unknown> & { id: number });
      void queryClient.invalidateQueries({ queryKey: ["sales-parties"] });
      open?.({ type: "success", message: t(`addParty.${kind}.added`, { name: party.name }) });
      onCreated(party);
    } catch (err) {
      const e = err as { message?: string; field?: string };
      const at = FIELDS.find((f) => f === e.field);
      if (at) form.setFields([{ name: at, errors: [e.message ?? t("common.couldNotSave")] }]);
      else setError(e.message ?? t("common.couldNotSave"));
    }
  }

  const title = t(`addParty.${kind}.title`);
  const body = (
    <Form form={form} name="quick-party" layout="vertical" initialValues={{ name }} onFinish={save} requiredMark={false} data-testid="quick-party-form">
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="name" label={label("name")} rules={[rule("name")]}>
        <Input ref={nameField} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t("addParty.phoneOptional")} rules={[rule("phone")]}>
        <Input inputMode="tel" autoComplete="off" maxLength={16} placeholder="98765 43210" />
      </Form.Item>
      <Form.Item name="gstin" label={t("addParty.gstinOptional")} rules={[rule("gstin")]} normalize={(v: string) => v?.toUpperCase()}>
        <Input autoComplete="off" maxLength={15} placeholder="27AAPFU0939F1ZV" />
      </Form.Item>
      <Form.Item name="state" label={label("state")} extra={gstinState ? t("addParty.stateFromGstin") : undefined}>
        <StateInput locked={Boolean(gstinState)} placeholder={t("addParty.pickState")} />
      </Form.Item>
      <Space style={{ width: "100%", justifyContent: "flex-end" }}>
        <Button onClick={onClose}>{t("editor.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="quick-party-save">
          {t("addParty.save")}
        </Button>
      </Space>
    </Form>
  );

  return isPhone ? (
    <Drawer open placement="bottom" title={title} onClose={onClose} destroyOnHidden height="auto" className="sales-quick-party" afterOpenChange={takeFocus}>
      {body}
    </Drawer>
  ) : (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden width={480} className="sales-quick-party" afterOpenChange={takeFocus}>
      {body}
    </Modal>
  );
}
