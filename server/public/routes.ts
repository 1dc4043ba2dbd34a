import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { businessMasters, businesses } from "../db/schema";
import { notFound } from "../http/errors";
import { phrase } from "../http/language";
import type { AppContext } from "../context";
import { publicServicesOf } from "./services";
import { access, router } from "../http/route";
import { IdParams } from "../../contracts/common";
import { takesAppointments } from "../../resources/access-policy";
import { PublicBusinessReply, type PublicBusiness } from "../../contracts/public";

export type { PublicBusiness };

/** The business's public page (/p/:id): no sign-in, only public fields. */
export async function publicRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;

  router(app, db)({
    method: "GET",
    url: "/api/public/business/:id",
    access: access.public("only public fields"),
    summary: "A business's public page: name, logo, UPI id, city, category and services",
    tags: ["public"],
    schema: { params: IdParams, response: { 200: PublicBusinessReply } },
    handler: async (request, reply) => {
      // Any id that is not one of ours (including "abc") is simply not found: the page shows 404.
      const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (!id || id > 2_147_483_647) throw notFound(phrase("public.noBusiness"));
      const [row] = await db
        .select({ business: businesses, category: businessMasters.name })
        .from(businesses)
        .leftJoin(businessMasters, eq(businessMasters.id, businesses.businessMasterId))
        .where(eq(businesses.id, id));
      if (!row) throw notFound(phrase("public.noBusiness"));
      const b = row.business;
      const data: PublicBusiness = {
        id: b.id,
        business_name: b.businessName,
        business_logo_path: b.businessLogoPath,
        upi_id: b.upiId,
        city: b.city,
        category: row.category,
        services: await publicServicesOf(database, b.id),
        takes_bookings: takesAppointments(b.businessMasterId),
      };
      // Public and rarely changing: a short shared cache keeps a busy shop's page cheap.
      reply.header("cache-control", "public, max-age=60");
      return { success: true, data };
    },
  });
}
