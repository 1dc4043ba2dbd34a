import type { NotificationProvider } from "@refinedev/core";
import { App } from "antd";

/** Spec §8/§9: toasts sit at the top right and hide after 3000 ms. */
export const TOAST_PLACEMENT = "topRight" as const;
export const TOAST_DURATION_SECONDS = 3;

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      notification.open({
        key,
        message,
        description,
        type: type === "progress" ? "info" : type,
        placement: TOAST_PLACEMENT,
        duration: TOAST_DURATION_SECONDS,
      });
    },
    close: (key) => notification.destroy(key),
  };
}
