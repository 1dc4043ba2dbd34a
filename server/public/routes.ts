import type { FastifyInstance } from "fastify";
import { notFound } from "../http/errors";
import { phrase } from "../http/language";
import type { AppContext } from "../context";
import { publicBusiness, publicBusinessId } from "./business";
import { access, router } from "../http/route";
import { IdParams } from "../../contracts/common";
import { PublicBusinessReply, type PublicBusiness } from "../../contracts/public";

export type { PublicBusiness };

/** The business's public page (/p/:id): no sign-in, only public fields. */
export async function publicRoutes(app: FastifyInstance, { database }: AppContext) {
  router(app, database.db)({
    method: "GET",
    url: "/api/public/business/:id",
    access: access.public("only public fields"),
    summary: "A business's public page: name, logo, UPI id, city, category and services",
    tags: ["public"],
    schema: { params: IdParams, response: { 200: PublicBusinessReply } },
    handler: async (request, reply) => {
      const data = await publicBusiness(database, publicBusinessId(request.params.id));
      if (!data) throw notFound(phrase("public.noBusiness"));
      // Public and rarely changing: a short shared cache keeps a busy shop's page cheap.
      reply.header("cache-control", "public, max-age=60");
      return { success: true, data };
    },
  });
}
