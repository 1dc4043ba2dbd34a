import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Checkbox, Modal } from "antd";
import { useLogout } from "@refinedev/core";
import { outbox } from "../../providers/outbox-runtime";

/**
 * Spec §4: Sign Out asks first. Its own chunk (antd's Modal is not needed on most pages), loaded
 * when the owner clicks Sign Out; `onClose` unmounts it once the dialog has closed. The box ends every
 * session of the user (a lost phone, a shared computer), not just this browser's.
 */
export default function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { mutate: logout } = useLogout<{ everywhere?: boolean }>();
  const [modal, holder] = Modal.useModal();
  const everywhere = useRef(false);
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = modal.confirm({
      title: t("signOut.title"),
      content: (
        <>
          <p>{t("signOut.body")}</p>
          {outbox.get().length > 0 && <p className="galla-signout-unsent">{t("signOut.unsent", { count: outbox.get().length })}</p>}
          <Checkbox onChange={(e) => (everywhere.current = e.target.checked)}>{t("signOut.everywhere")}</Checkbox>
        </>
      ),
      okText: t("shell.signOut"),
      cancelText: t("signOut.stay"),
      onOk: () => logout({ everywhere: everywhere.current }),
      afterClose: onClose,
    });
    return () => dialog.destroy();
  }, [modal, logout, onClose, t]);
  return holder;
}
