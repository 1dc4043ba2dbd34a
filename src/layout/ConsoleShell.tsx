import { BusinessProvider } from "../business/BusinessContext";
import { ConsoleLayout } from "./ConsoleLayout";

/** Everything a signed-in page sits in: the current business, the top bar and the navigation. */
export default function ConsoleShell() {
  return (
    <BusinessProvider>
      <ConsoleLayout />
    </BusinessProvider>
  );
}
