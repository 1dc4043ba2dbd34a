import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import enGB from "antd/locale/en_GB";
import { BrowserRouter } from "react-router";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { accessControlProvider } from "../providers/access-control";
import { useNotificationProvider } from "../providers/notification-provider";
import { refineResources } from "./refine-resources";
import { AppRoutes } from "./routes";
import { theme } from "./theme";
import "./styles.css";

function RefineApp() {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      accessControlProvider={accessControlProvider}
      authProvider={authProvider}
      notificationProvider={useNotificationProvider}
      resources={refineResources}
      options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true }}
    >
      <AppRoutes />
    </Refine>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={enGB} theme={theme}>
        <AntdApp>
          <RefineApp />
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
