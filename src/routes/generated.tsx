/** Routes of the generated list/show/create/edit pages, one set per declared resource (resource engine). */
export const generatedRoutes = <></>;
