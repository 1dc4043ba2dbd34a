/**
 * The console's lazy chunk as the composition root assembles it: the list's declarations first, then
 * the modules' console parts and words, then the framework's console (src/ConsoleApp.tsx), which reads
 * them from its registries. In this order, so nothing reads a registry before it is filled.
 */
import "./declarations";
import "./console-parts";

export { default } from "../src/ConsoleApp";
