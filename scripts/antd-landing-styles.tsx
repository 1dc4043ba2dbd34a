/**
 * Prints the CSS antd would generate in the browser for the components the landing page (the
 * dashboard, where sign-in leads) and the console shell draw, with the console's theme, followed by
 * antd's map of which styles that CSS holds. Run in its own process with NODE_ENV=production, as
 * the console is built: the class hashes then match the browser's. See scripts/antd-styles-plugin.ts.
 */
import { renderToString } from "react-dom/server";
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import { Alert, Button, Card, Col, ConfigProvider, Empty, Flex, Layout, Row, Select, Skeleton, Spin, Statistic, Switch, Tag, Tooltip } from "antd";
import { theme } from "../src/theme";

// What the shell and the dashboard render before the first paint; anything else is styled in the browser as before.
const landing = (
  <Layout>
    <Layout.Sider />
    <Layout.Content>
      <Spin />
      <Button type="primary" />
      <Select />
      <Tooltip title="." open />
      <Flex />
      <Row>
        <Col xs={24} md={8} xl={12} />
      </Row>
      <Card title="." />
      <Skeleton active />
      <Statistic value={1} />
      <Tag color="blue" />
      <Alert message="." />
      <Empty />
      {/* The dashboard's "Sound alerts" switch. */}
      <Switch size="small" />
    </Layout.Content>
  </Layout>
);

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={theme}>{landing}</ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true, types: ["style"] }));
