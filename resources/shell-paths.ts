/**
 * Paths drawn without the console's shell: sign-in, a business's public pages, shared invoices and
 * payment links, the printable QR standee and the sandbox's UPI app. A test holds this to the routes
 * the console declares public (tests/unit/boot-frame.test.ts). Dependency-free: the build's
 * early-reads script (scripts/early-reads-plugin.ts) carries the same pattern into the browser.
 */
export const GUEST_PATHS = /^\/($|auth(\/|$)|terms\/|policy\/|p\/|booking\/|i\/|pay\/|sandbox\/|galla\/Setting\/MyQR\/generatedqr\/?$)/;

/**
 * The pages a customer opens from a link or a search (the terms, the privacy policy, a business's page,
 * a shared invoice, a dues page, a booking), drawn by the public app (src/PublicApp.tsx), which carries
 * none of the console (Refine, its providers, the modules' console parts). The test holds this to the
 * routes the public app and the modules' public parts declare (tests/unit/boot-frame.test.ts).
 */
export const PUBLIC_APP_PATHS = /^\/(terms\/|policy\/|p\/|booking\/|i\/|pay\/)/;

/** Whether a page at `path` is drawn inside the signed-in console's shell (menu, top bar). */
export const inShell = (path: string) => !GUEST_PATHS.test(path);
