import { Form, Input, Select } from "antd";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../../../../providers/http";
import { useTranslation } from "../../../../i18n/use-translation";

interface BusinessMaster {
  id: number;
  name: string;
}

export const useBusinessMasters = () =>
  useQuery({
    queryKey: ["business-masters"],
    queryFn: async () => (await http.get<{ data: BusinessMaster[] }>("/business/masters", { skipAuth: true })).data.data,
    staleTime: Infinity,
  });

export function BusinessFields() {
  const masters = useBusinessMasters();
  const { t } = useTranslation("onboarding");
  return (
    <>
      <Form.Item
        name="business_name"
        label={t("onboarding.fields.businessName")}
        rules={[
          { required: true, whitespace: true, message: t("onboarding.business.required") },
          { min: 2, message: t("onboarding.business.min", { limit: 2 }) },
          { max: 120, message: t("onboarding.business.max", { limit: 120 }) },
        ]}
        extra={t("onboarding.business.hint")}
      >
        <Input size="large" placeholder={t("onboarding.business.placeholder")} autoFocus maxLength={120} />
      </Form.Item>
      <Form.Item
        name="business_master_id"
        label={t("onboarding.business.category")}
        rules={[{ required: true, message: t("onboarding.business.categoryRequired") }]}
        validateStatus={masters.isError ? "error" : undefined}
        help={masters.isError ? t("onboarding.business.categoriesFailed") : undefined}
      >
        <Select
          size="large"
          showSearch
          placeholder={t("onboarding.business.categoryPlaceholder")}
          loading={masters.isPending}
          optionFilterProp="label"
          options={masters.data?.map((m) => ({ value: m.id, label: m.name }))}
        />
      </Form.Item>
    </>
  );
}
