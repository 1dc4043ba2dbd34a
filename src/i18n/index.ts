/**
 * The console's words: i18next, read through ./use-translation. Components say `const { t } = useTranslation()`
 * and `t("<area>.<key>")`; the words live in locales/<language>/<namespace>.json:
 *   console   — the console's screens (default namespace)
 *   auth      — the sign-in screens (also read without i18next on /auth/login: auth-words.tsx)
 *   refine    — what Refine says by its own keys (notifications)
 *   server    — validation and server messages (the server answers in the same words: Accept-Language)
 *   resources — the declarations' nouns and field labels (English comes from the declarations themselves;
 *               a declaration may carry its other languages' words itself, `words`)
 * One area's pages keep their words in a namespace of their own (sales, onboarding, payments,
 * subscription, communication, staff, staffSettings; legal for the terms and privacy policy's prose, sandbox for
 * the sandbox UPI app), fetched with the routes that show them (`withWords` in modules/<module>/console/routes.tsx):
 * the budgets of every other page hold.
 * (invoice.json is not one of them: the printed invoice's words, read by modules/sales/invoice-words.ts
 * on the server and in the console alike.)
 * Each file is its own lazy chunk. The language itself is kept by ./language.ts; this instance follows it.
 * Loaded with the console's chunk, never on the sign-in page.
 */
import i18next, { type BackendModule } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../locales/languages";
import { currentLanguage, loadWords, onLanguageChange } from "../../providers/i18n/language";
import { resources } from "../../resources/registry";
import { withDeclaredWords } from "../../resources/declared-words";

/** Read by every page, the public app's too (src/PublicApp.tsx): fetched when this instance starts. */
export const NAMESPACES = ["console", "server"] as const;
/**
 * Read only inside the console, which fetches them before its first screen (src/ConsoleApp.tsx): not
 * on a customer's page. "resources" only once the declarations are registered, since their own words
 * join it as it is read (withDeclaredWords): read on a public page first, it would lack them for good.
 */
export const CONSOLE_NAMESPACES = ["auth", "refine", "resources"] as const;

type WordsFile = () => Promise<{ default: Record<string, unknown> }>;
/**
 * A module's own words (modules/<key>/words/<language>.json, the namespace named by its key), by
 * "<key>/<language>": console pages only. Handed over by the composition root (app/console-parts.ts).
 */
const moduleWords: Record<string, WordsFile> = {};
export const registerModuleWords = (files: Record<string, WordsFile>) => void Object.assign(moduleWords, files);

const lazyFiles: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    const own = moduleWords[`${namespace}/${language}`];
    (own ? own().then((file) => file.default) : loadWords(language, namespace)).then(
      // A module's own words (`words` on its declarations) join its language's resources file.
      (words) => callback(null, namespace === "resources" ? withDeclaredWords(words, resources, language) : words),
      (err: Error) => callback(err, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Resolves once the current language's words are in (the console waits for it: nothing flashes keys). */
export const i18nReady = i18n
  .use(lazyFiles)
  .init({
    lng: currentLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    load: "languageOnly",
    ns: [...NAMESPACES],
    defaultNS: "console",
    interpolation: { escapeValue: false }, // React escapes
    // A word left empty on purpose ("notifications.success": a toast with no second line) is said as
    // nothing, not as its key; said explicitly, since i18next's default for it has changed before.
    returnEmptyString: true,
  });

// A language picked anywhere (the sign-in page, the top bar, the user's saved choice) moves i18next too.
onLanguageChange((code) => i18n.changeLanguage(code).then(() => undefined));
