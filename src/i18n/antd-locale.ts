import { useEffect, useState } from "react";
import type { Locale } from "antd/es/locale";
import enGB from "antd/locale/en_GB";
import { useLanguage } from "../../providers/i18n/language";

/** antd's own words (date pickers, pagination, empty tables) per language; English ships in the entry, others load when picked. */
const LOADERS: Record<string, () => Promise<{ default: Locale }>> = {
  hi: () => import("antd/locale/hi_IN"),
};

export function useAntdLocale(): Locale {
  const language = useLanguage();
  const [locale, setLocale] = useState<Locale>(enGB);
  useEffect(() => {
    const load = LOADERS[language];
    if (!load) return setLocale(enGB);
    let live = true;
    void load().then((m) => live && setLocale(m.default));
    return () => {
      live = false;
    };
  }, [language]);
  return locale;
}
