import { beforeEach, describe, expect, it, vi } from "vitest";

import { TOAST_DURATION_SECONDS, TOAST_PLACEMENT, notificationProviderFor } from "../../providers/notification-provider";

const notification = { open: vi.fn(), destroy: vi.fn() };
const useNotificationProvider = () => notificationProviderFor(notification);

beforeEach(() => {
  notification.open.mockClear();
  notification.destroy.mockClear();
});

describe("the notification provider (spec §8, §9)", () => {
  it("places toasts at the top right and hides them after 3000 ms", () => {
    expect(TOAST_PLACEMENT).toBe("topRight");
    expect(TOAST_DURATION_SECONDS * 1000).toBe(3000);
  });

  it("opens every toast there, for that long", () => {
    const provider = useNotificationProvider();
    provider.open({ key: "k1", message: "Transaction Failed!", description: "Declined by bank", type: "error" });
    expect(notification.open).toHaveBeenCalledTimes(1);
    expect(notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ key: "k1", message: "Transaction Failed!", description: "Declined by bank", type: "error", placement: "topRight", duration: 3 }),
    );
  });

  it("shows a progress notification as info (antd has no progress type) and closes by key", () => {
    const provider = useNotificationProvider();
    provider.open({ key: "k2", message: "Saving", type: "progress", undoableTimeout: 5, cancelMutation: () => undefined });
    expect(notification.open.mock.calls[0][0]).toMatchObject({ type: "info", placement: "topRight", duration: 3 });
    provider.close("k2");
    expect(notification.destroy).toHaveBeenCalledWith("k2");
  });
});
