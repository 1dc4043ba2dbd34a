import { useEffect } from "react";
import { Modal } from "antd";
import { useLogout } from "@refinedev/core";

/**
 * Spec §4: Sign Out asks first. Its own chunk (antd's Modal is not needed on most pages), loaded
 * when the owner clicks Sign Out; `onClose` unmounts it once the dialog has closed.
 */
export default function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { mutate: logout } = useLogout();
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    const dialog = modal.confirm({
      title: "Sign out?",
      content: "You will need a new one-time code to sign in again.",
      okText: "Sign Out",
      cancelText: "Stay signed in",
      onOk: () => logout(),
      afterClose: onClose,
    });
    return () => dialog.destroy();
  }, [modal, logout, onClose]);
  return holder;
}
