import type { ReactNode } from "react";
import { Button, Flex } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { Typography } from "./Typography";

/** A detail page's first line: back to its list, the title, its status tag, and its actions at the far right. */
export function PageHeading({ back, title, tag, actions }: { back: { to: string; label: string }; title: ReactNode; tag?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex align="center" gap={8} wrap>
      <Link to={back.to}>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={back.label} />
      </Link>
      <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {tag}
      <div style={{ flex: 1 }} />
      {actions}
    </Flex>
  );
}
