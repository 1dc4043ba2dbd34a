import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getToken } from "../../../providers/storage";

/** Registration and the business wizard sit outside the console guard but still need a signed-in user. */
export function RequireSession({ children }: { children: ReactNode }) {
  return getToken() ? <>{children}</> : <Navigate to="/auth/login" replace />;
}
