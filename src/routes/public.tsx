/** Pages anyone may open: terms, privacy, a business's public page, error pages. */
export const publicRoutes = <></>;
