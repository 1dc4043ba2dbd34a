import { createContext, useContext } from "react";
import type { NotificationProvider } from "@refinedev/core";
import type { notification } from "antd";

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

/** Spec §8/§9: toasts sit at the top right and hide after 3000 ms. */
export const TOAST_PLACEMENT = "topRight" as const;
export const TOAST_DURATION_SECONDS = 3;
/** On the wide layout, below the 64 px top bar, so a toast never covers Add Wallet, the language or Sign Out. */
export const TOAST_TOP_PX = 72;

/** The antd notification API the console renders toasts with (src/ConsoleApp.tsx provides it). */
export const ToastContext = createContext<NotificationInstance | null>(null);

/** Refine's notification provider over an antd notification API. */
export function notificationProviderFor(notification: Pick<NotificationInstance, "open" | "destroy">): NotificationProvider {
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

export function useNotificationProvider(): NotificationProvider {
  const notification = useContext(ToastContext);
  if (!notification) throw new Error("useNotificationProvider outside <ToastContext>");
  return notificationProviderFor(notification);
}
