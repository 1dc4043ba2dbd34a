/**
 * Which pages are drawn how, by path. Dependency-free: the build's early-reads script
 * (scripts/early-reads-plugin.ts) carries GUEST_PATHS into the browser, and the entry reads
 * PUBLIC_APP_PATHS. A test holds both to the routes declared (tests/unit/boot-frame.test.ts).
 */

/**
 * The pages a customer opens from a link or a search (the terms, the privacy policy, a business's page,
 * a shared invoice, a dues page, a booking), drawn by the public app (src/PublicApp.tsx), which carries
 * none of the console (Refine, its providers, the modules' console parts).
 */
const CUSTOMER_PAGES = String.raw`terms\/|policy\/|p\/|booking\/|i\/|pay\/`;
export const PUBLIC_APP_PATHS = new RegExp(String.raw`^\/(${CUSTOMER_PAGES})`);

/**
 * Paths drawn without the console's shell: sign-in, a customer's pages, the printable QR standee and the
 * sandbox's UPI app.
 */
export const GUEST_PATHS = new RegExp(String.raw`^\/($|auth(\/|$)|${CUSTOMER_PAGES}|sandbox\/|galla\/Setting\/MyQR\/generatedqr\/?$)`);

/** Whether a page at `path` is drawn inside the signed-in console's shell (menu, top bar). */
export const inShell = (path: string) => !GUEST_PATHS.test(path);
