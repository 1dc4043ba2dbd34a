import { lazy } from "react";
import { defineConsolePart } from "../../../src/module-part";

// Its pages are the framework's generated ones (calendar, lists); what it adds to the console is the
// calendar's figures, their own chunk. Its customers' pages are in ./public.tsx.
const FiguresCard = lazy(() => import("./FiguresCard").then((m) => ({ default: m.FiguresCard })));

export const consolePart = defineConsolePart({
  calendarFigures: { appointments: FiguresCard },
});
