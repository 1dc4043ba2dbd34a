import { LANGUAGES, isLanguage } from "../../locales/languages";
import { http } from "../../providers/http";
import { useAuthWords } from "./auth-words";
import { chooseLanguage, useLanguage } from "../../providers/i18n/language";
import "./language-switch.css";

/**
 * English / हिन्दी: a native select (keyboard and screen readers know it; it costs no bytes on the
 * sign-in page). Each language is named in itself, so an owner finds theirs whatever is on screen.
 * Signed in, the choice is also saved on the user's row, so every device they sign in on follows it.
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const t = useAuthWords();
  const language = useLanguage();
  return (
    <label className="galla-language">
      <span className="galla-visually-hidden">{t("language.label")}</span>
      <span aria-hidden="true" className="galla-language-icon">
        अ/A
      </span>
      <select
        value={language}
        data-testid="language-switch"
        onChange={async (e) => {
          const code = e.target.value;
          if (!isLanguage(code)) return;
          await chooseLanguage(code, { signedIn });
          // Remembering it on the server may fail (offline): the console has switched regardless.
          if (signedIn) await http.patch("/auth/me/language", { language: code }).catch(() => undefined);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
