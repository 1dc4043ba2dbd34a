/**
 * Prints the CSS antd would generate in the browser for a set of components, with the console's
 * theme, followed by antd's map of which styles that CSS holds. Run in its own process with
 * NODE_ENV=production, as the console is built, so the class hashes match the browser's:
 * `tsx scripts/antd-prepared-styles.tsx landing|all`. See scripts/antd-styles-plugin.ts.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Layout,
  List,
  Modal,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from "antd";
import { theme } from "../src/theme";

// What the shell and the dashboard render before the first paint: a signed-in first visit downloads this
// (src/prepared-styles.ts); what else a page draws, antd generates in the browser.
const landing = (
  <>
    <Layout.Sider />
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
  </>
);

// Every antd component the console draws (what `import … from "antd"` names in app/, src/ and modules/):
// a visit the service worker answers reads this from the device (src/prepared-styles.ts).
const everything = (
  <>
    {landing}
    <Avatar />
    <Badge count={1} />
    <Breadcrumb items={[{ title: "." }]} />
    <Checkbox />
    <Descriptions items={[{ key: 1, label: ".", children: "." }]} bordered />
    <Divider />
    <Drawer open />
    <Form>
      <Form.Item label="." validateStatus="error" help=".">
        <Input />
      </Form.Item>
    </Form>
    <Image src="data:," />
    <Input.Search />
    <Input.TextArea />
    <Input.Password />
    <Input.OTP />
    <Space.Compact>
      <Input />
      <Button />
    </Space.Compact>
    <InputNumber />
    <List dataSource={[1]} renderItem={() => <List.Item>.</List.Item>} />
    <Modal open />
    <Popconfirm title="." open />
    <Popover content="." open />
    <Progress percent={1} />
    <Radio.Group optionType="button" options={["a"]} />
    <Radio />
    <Result status="success" />
    <Segmented options={["a"]} />
    <Space />
    <Steps items={[{ title: "." }]} />
    <Tabs items={[{ key: "a", label: "a", children: "." }]} />
    <Typography.Title />
    <Upload />
    <Upload.Dragger />
  </>
);

const sets: Record<string, ReactNode> = { landing, all: everything };
const chosen = sets[process.argv[2] ?? "landing"];
if (!chosen) throw new Error(`No prepared style set "${process.argv[2]}": ${Object.keys(sets).join(", ")}`);

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={theme}>
      <Layout>
        <Layout.Content>{chosen}</Layout.Content>
      </Layout>
    </ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true, types: ["style"] }));
