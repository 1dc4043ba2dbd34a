import { useTranslation } from "../i18n/use-translation";

/**
 * A module's subscription label (spec §4: ACTIVE, EXPIRED or its free plan's, e.g. STARTER), as the
 * menu and the subscription pages show it: the server's code, said in the reader's language.
 */
export const planColor = (label: string) => (label === "ACTIVE" ? "green" : label === "EXPIRED" ? "red" : "blue");

export function usePlanLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => t(`plans.${label}`, { defaultValue: label });
}
