import { Button, Flex, Skeleton } from "antd";
import { SaveOutlined } from "@ant-design/icons";
import { useForm } from "@refinedev/antd";
import { useQueryClient } from "@tanstack/react-query";
import { staff } from "../resources";
import { ResourceForm } from "../../../src/engine/ResourceForm";
import { useTranslation } from "../../../src/i18n/use-translation";

/** The staff member's details, edited with the form generated from the staff declaration (same rules as the server). */
export function StaffProfileTab({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("staff");
  const { formProps, saveButtonProps, query } = useForm({
    resource: "staff",
    action: "edit",
    id,
    redirect: false,
    successNotification: () => ({ type: "success", message: t("profile.saved") }),
    onMutationSuccess: () => void queryClient.invalidateQueries({ queryKey: ["staff-pay"] }),
  });
  if (query?.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={8} data-testid="staff-profile-tab">
      <ResourceForm def={staff} formProps={formProps} />
      <Flex justify="end">
        <Button type="primary" icon={<SaveOutlined />} {...saveButtonProps}>
          {t("profile.save")}
        </Button>
      </Flex>
    </Flex>
  );
}
