import { Form, Input, Select } from "antd";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../../../../providers/http";

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
  return (
    <>
      <Form.Item
        name="business_name"
        label="Business name"
        rules={[
          { required: true, whitespace: true, message: "Please enter your business name" },
          { min: 2, message: "Business name must be at least 2 characters" },
          { max: 120, message: "Business name must be at most 120 characters" },
        ]}
        extra="As your customers know it, e.g. Sharma General Store"
      >
        <Input size="large" placeholder="e.g. Sharma General Store" autoFocus maxLength={120} />
      </Form.Item>
      <Form.Item
        name="business_master_id"
        label="Business category"
        rules={[{ required: true, message: "Please choose a category" }]}
        validateStatus={masters.isError ? "error" : undefined}
        help={masters.isError ? "Could not load the categories. Please check your connection and reload." : undefined}
      >
        <Select
          size="large"
          showSearch
          placeholder="Choose what you sell or do"
          loading={masters.isPending}
          optionFilterProp="label"
          options={masters.data?.map((m) => ({ value: m.id, label: m.name }))}
        />
      </Form.Item>
    </>
  );
}
