// TEMPORARY (wallet issue owns this file): replaced by the real Add Wallet dialog.
import { Button } from "antd";
export function AddWalletButton() {
  return <Button type="primary">Add Wallet</Button>;
}
