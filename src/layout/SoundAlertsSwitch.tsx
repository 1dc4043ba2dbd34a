import { Flex, Switch } from "antd";
import { SoundOutlined } from "@ant-design/icons";
import { useTranslation } from "../i18n/use-translation";
import { canSpeak, setSoundAlerts, speak, useSoundAlerts } from "./sound-alerts";

/** The dashboard's "Sound alerts" switch: on this device, each payment is said aloud as it lands. */
export function SoundAlertsSwitch() {
  const on = useSoundAlerts();
  const { t, i18n } = useTranslation();
  if (!canSpeak()) return null;
  return (
    <Flex align="center" gap={8} title={t("live.soundHint")}>
      <SoundOutlined aria-hidden />
      <label htmlFor="sound-alerts">{t("live.sound")}</label>
      <Switch
        id="sound-alerts"
        data-testid="sound-alerts"
        checked={on}
        onChange={(next) => {
          setSoundAlerts(next);
          // Said within the tap, which is what lets the browser speak later payments on its own.
          if (next) speak(t("live.soundOn"), i18n.resolvedLanguage ?? i18n.language);
        }}
      />
    </Flex>
  );
}
