import { PublicShell } from "./PublicShell";
import { PrivacyContent } from "./legal/PrivacyContent";

export default function PrivacyPage() {
  return (
    <PublicShell>
      <PrivacyContent />
    </PublicShell>
  );
}
