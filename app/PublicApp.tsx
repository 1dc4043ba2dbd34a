/**
 * The public app's lazy chunk as the composition root assembles it: the modules' public parts first,
 * then the public app (src/PublicApp.tsx), which reads them from its registry.
 */
import "./public-parts";

export { default } from "../src/PublicApp";
