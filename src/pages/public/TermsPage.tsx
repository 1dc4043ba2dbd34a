import { PublicShell } from "./PublicShell";
import { TermsContent } from "./legal/TermsContent";

export default function TermsPage() {
  return (
    <PublicShell>
      <TermsContent />
    </PublicShell>
  );
}
