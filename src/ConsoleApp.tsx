import { Refine } from "@refinedev/core";
import routerProvider, { UnsavedChangesNotifier } from "@refinedev/react-router";
import { notification } from "antd";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { accessControlProvider } from "../providers/access-control";
import { TOAST_DURATION_SECONDS, TOAST_PLACEMENT, TOAST_TOP_PX, ToastContext, useNotificationProvider } from "../providers/notification-provider";
import { WIDE_NAV_QUERY, useMediaQuery } from "./ui/useIsPhone";
import { refineResources } from "./refine-resources";
import { i18nProviderFor } from "../providers/i18n";
import { CONSOLE_NAMESPACES, i18n, i18nReady } from "./i18n";
import { lazy, use, useEffect } from "react";
import { useTranslation } from "./i18n/use-translation";
import { resources } from "../resources/registry";
import { AppRoutes } from "./routes";
import { setOfflineMessage } from "../providers/http";
import { startOutbox } from "../providers/outbox-runtime";
import { QuickCreateSlot } from "./engine/quick-create-slot";

// A request that cannot be sent says so in the reader's language (the HTTP client is on the sign-in page too, without i18next).
setOfflineMessage((what) => i18n.t(`offline.${what}`));
// With no network, queries still run: the HTTP client answers them from what the device kept
// (providers/offline-reads.ts) instead of react-query pausing them with a spinner forever.
const reactQuery = { clientConfig: { defaultOptions: { queries: { networkMode: "always" as const }, mutations: { networkMode: "always" as const } } } };

// The console's own words, asked as this module runs: after the declarations are registered (imported
// before it: app/ConsoleApp.tsx), and before any change of language can start, so the language the
// owner chose on the sign-in screen, applied a moment later, fetches them too (a change fetches only
// the namespaces asked so far: Hindi lists titled in English otherwise, seen in e2e).
const wordsReady = Promise.all([i18nReady, i18n.loadNamespaces([...CONSOLE_NAMESPACES])]);
// Refine's own messages ("Leave request added") in the declarations' words, in the console's language.
const i18nProvider = i18nProviderFor(i18n, resources);
// A relation select's "+ New" form, its own chunk, loaded when first opened (src/engine/quick-create-slot.ts).
const QuickCreate = lazy(() => import("./engine/QuickCreate"));

/**
 * Everything but the sign-in screen: Refine with its providers over every other route. Its own
 * chunk, so a first visit to /auth/login never downloads Refine, react-query or the resources.
 */
export default function ConsoleApp() {
  use(wordsReady); // the console's words are in before its first screen (the App's Suspense shows a spinner meanwhile)
  const { i18n: words } = useTranslation();
  // Where the top bar carries its buttons on the right (the wide layout), toasts open below it; on a
  // phone they keep antd's place, clear of the navigation drawer's business switcher.
  const wide = useMediaQuery(WIDE_NAV_QUERY);
  useEffect(startOutbox, []);
  const [toasts, toastHolder] = notification.useNotification({ placement: TOAST_PLACEMENT, duration: TOAST_DURATION_SECONDS, top: wide ? TOAST_TOP_PX : undefined });
  return (
    <ToastContext.Provider value={toasts}>
      {toastHolder}
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        accessControlProvider={accessControlProvider}
        authProvider={authProvider}
        notificationProvider={useNotificationProvider}
        i18nProvider={i18nProvider}
        resources={refineResources}
        options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true, reactQuery }}
      >
        <QuickCreateSlot.Provider value={QuickCreate}>
          {/* A new language redraws every page (labels read during render follow it); data stays cached. */}
          <AppRoutes key={words.resolvedLanguage} />
        </QuickCreateSlot.Provider>
        {/* Pages that hold unsaved work (attendance marks, drafts) turn it on with useWarnAboutChange. */}
        <UnsavedChangesNotifier />
      </Refine>
    </ToastContext.Provider>
  );
}
