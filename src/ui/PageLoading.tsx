import { useAuthWords } from "../i18n/auth-words";

/**
 * What shows while a page's code arrives: a ring drawn by CSS (styles.css `.galla-loading`), not
 * antd's Spin, because it sits in the sign-in entry, where Spin and its motion code would cost about
 * 4 KB of the login's 150 KB (issue 24). Said to a screen reader in the current language.
 */
export function PageLoading() {
  const t = useAuthWords();
  return (
    <div className="galla-loading" role="status">
      <span className="galla-loading-ring" aria-hidden="true" />
      <span className="galla-visually-hidden">{t("loading")}</span>
    </div>
  );
}
