import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";

/**
 * Lets the routes of one scope read `multipart/form-data` text fields as a browser's FormData
 * sends them, into `request.body` like urlencoded and JSON bodies. Text only: a file part is
 * refused (413), and the sizes are bounded like every other body.
 */
export async function acceptFormData(scope: FastifyInstance) {
  await scope.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { files: 0, fields: 20, fieldSize: 16 * 1024, parts: 20 },
  });
}
