import { Alert, Avatar, Card, Col, Descriptions, Flex, Row, Skeleton, Tag } from "antd";
import { Typography } from "../../../../src/ui/Typography";
import { CheckCircleFilled, ExclamationCircleFilled, RightOutlined, ShopOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PROFILE_SECTIONS } from "../../profile";
import { GST_STATES, formatMobile } from "../../../../resources/validators";
import { labelIn } from "../../../../src/i18n/words";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { useBusiness } from "../../../../src/business/BusinessContext";
import { errorMessage } from "../../../../providers/http";
import { fetchProfile, type Profile } from "./api";

/** A section's current values as one readable line each (empty values left out). */
function summary(profile: Profile, key: string): [string, string][] {
  const section = PROFILE_SECTIONS.find((s) => s.key === key)!;
  return section.fields
    .map((f): [string, string] => {
      const v = profile[f.name];
      const label = labelIn(undefined, f);
      if (v === null || v === undefined || v === "") return [label, ""];
      if (f.type === "phone") return [label, formatMobile(String(v))];
      if (f.name === "state_code") return [label, GST_STATES[String(v)] ?? String(v)];
      if (f.name === "bank_account_number") return [label, `XXXX${String(v).slice(-4)}`];
      return [label, String(v)];
    })
    .filter(([, v]) => v !== "");
}

/** /galla/BusinessProfile: the business at a glance, one card per section leading to /galla/BusinessProfile/:key. */
export default function BusinessProfilePage() {
  const { businessId } = useBusiness();
  const { t } = useTranslation("payments");
  const query = useQuery({ queryKey: ["profile", businessId], queryFn: () => fetchProfile(businessId!), enabled: Boolean(businessId) });

  if (query.isError) return <Alert type="error" showIcon message={t("profile.couldNotLoad")} description={errorMessage(query.error)} />;
  if (!query.data) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  const profile = query.data;
  const done = profile.sections.filter((s) => s.complete).length;

  return (
    <Flex vertical gap={16} data-testid="business-profile-page">
      <Card>
        <Flex gap={16} align="center" wrap>
          <Avatar size={72} src={profile.business_logo_path ?? undefined} icon={<ShopOutlined />} style={{ background: "#0b6e4f" }} />
          <Flex vertical>
            <Typography.Title level={1} className="gt-page-title" style={{ margin: 0 }}>
              {profile.business_name}
            </Typography.Title>
            <Typography.Text type="secondary">{profile.category}</Typography.Text>
          </Flex>
          <div style={{ flex: 1 }} />
          <Tag color={done === profile.sections.length ? "green" : "gold"} style={{ fontSize: 13, padding: "2px 10px" }}>
            {t("profile.complete", { done, total: profile.sections.length })}
          </Tag>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {PROFILE_SECTIONS.map((section) => {
          const state = profile.sections.find((s) => s.key === section.key);
          const lines = summary(profile, section.key);
          return (
            <Col xs={24} md={12} xl={8} key={section.key}>
              <Link to={`/galla/BusinessProfile/${section.key}`} data-testid={`profile-section-${section.key}`}>
                <Card
                  hoverable
                  style={{ height: "100%" }}
                  title={
                    <Flex gap={8} align="center">
                      {state?.complete ? <CheckCircleFilled style={{ color: "#2f9e44" }} /> : <ExclamationCircleFilled style={{ color: "#f08c00" }} />}
                      {t(`profile.sections.${section.key}.title`)}
                    </Flex>
                  }
                  extra={<RightOutlined />}
                >
                  <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
                    {t(`profile.sections.${section.key}.description`)}
                  </Typography.Paragraph>
                  {lines.length ? (
                    <Descriptions size="small" column={1} items={lines.map(([label, value]) => ({ key: label, label, children: value }))} />
                  ) : (
                    <Typography.Text type="warning">{t("profile.notFilled")}</Typography.Text>
                  )}
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
