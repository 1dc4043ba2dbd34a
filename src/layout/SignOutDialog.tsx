import { useEffect, useRef } from "react";
import { Checkbox, Modal } from "antd";
import { useLogout } from "@refinedev/core";

/**
 * Spec §4: Sign Out asks first. Its own chunk (antd's Modal is not needed on most pages), loaded
 * when the owner clicks Sign Out; `onClose` unmounts it once the dialog has closed. The box ends every
 * session of the user (a lost phone, a shared computer), not just this browser's.
 */
export default function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { mutate: logout } = useLogout<{ everywhere?: boolean }>();
  const [modal, holder] = Modal.useModal();
  const everywhere = useRef(false);
  useEffect(() => {
    const dialog = modal.confirm({
      title: "Sign out?",
      content: (
        <>
          <p>You will need a new one-time code to sign in again.</p>
          <Checkbox onChange={(e) => (everywhere.current = e.target.checked)}>Sign out on all my devices</Checkbox>
        </>
      ),
      okText: "Sign Out",
      cancelText: "Stay signed in",
      onOk: () => logout({ everywhere: everywhere.current }),
      afterClose: onClose,
    });
    return () => dialog.destroy();
  }, [modal, logout, onClose]);
  return holder;
}
