import { Suspense, lazy, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Button } from "antd";
import { WalletOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../providers/http";

const AddWalletDialog = lazy(() => import("./AddWalletDialog"));

/** The top bar's Add Wallet: the dialog (and its QR encoder) loads on first click, and unmounts on close. */
export function AddWalletButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const sandbox = useQuery({
    queryKey: ["health"],
    queryFn: async () => (await http.get<{ sandbox: { sms: boolean; gateway: boolean } }>("/health")).data.sandbox,
    staleTime: Infinity,
  }).data;
  return (
    <>
      <Button type="primary" icon={<WalletOutlined />} onClick={() => setOpen(true)} data-testid="add-wallet">
        {t("shell.addWallet")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddWalletDialog onClose={() => setOpen(false)} sandbox={Boolean(sandbox?.gateway)} />
        </Suspense>
      )}
    </>
  );
}
