/**
 * The modules' public parts, as the composition root hands them to the public app: each module's
 * modules/<key>/console/public.tsx (a module without one has no customer pages), in the order of the
 * modules' folder names. Not from the list of modules (modules/index.ts): that brings every
 * declaration, which a customer's page never reads; and no two parts' routes or sections overlap.
 */
import { registerPublicParts } from "../src/public-part";
import type { PublicPart } from "../src/public-part";

// Bundled with the public app: Vite resolves the pattern at build time, one import per file found.
const found = import.meta.glob<PublicPart>("../modules/*/console/public.tsx", { eager: true, import: "publicPart" });
registerPublicParts(Object.keys(found).sort().map((path) => found[path]));
