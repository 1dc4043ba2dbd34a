/** The sign-in and onboarding flow under /auth (spec §2). */
export const authRoutes = <></>;
