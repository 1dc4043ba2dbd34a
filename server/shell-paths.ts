/**
 * Paths drawn without the console's shell: sign-in, a business's public pages, shared invoices and
 * payment links, the printable QR standee and the sandbox's UPI app. A test holds this to the routes
 * the console declares public (tests/unit/boot-frame.test.ts). Dependency-free: the build's
 * early-reads script (scripts/early-reads-plugin.ts) carries the same pattern into the browser.
 */
export const GUEST_PATHS = /^\/($|auth(\/|$)|terms\/|policy\/|p\/|booking\/|i\/|pay\/|sandbox\/|galla\/Setting\/MyQR\/generatedqr\/?$)/;

/** Whether a page at `path` is drawn inside the signed-in console's shell (menu, top bar). */
export const inShell = (path: string) => !GUEST_PATHS.test(path);
