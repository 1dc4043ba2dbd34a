import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

type Compile = ReturnType<ReturnType<typeof SerializerSelector>>;
type Serialise = ReturnType<Compile>;

/**
 * Fastify's answer serialisers (fast-json-stringify), one per schema object rather than one per route
 * and plugin scope: every route's 4xx and 5xx share ErrorReply, and each declared resource's routes
 * share its row schema (server/engine/row-shapes.ts), so each is compiled once, at start. Kept per app
 * (the factory is asked once per plugin scope of it); no route refers to shared schemas (addSchema),
 * so a schema serialises the same in every scope.
 */
export function sharedSerializers() {
  const compiled = new WeakMap<object, Serialise>();
  return (...args: Parameters<ReturnType<typeof SerializerSelector>>): Compile => {
    const compile = SerializerSelector()(...args);
    return (route) => {
      const schema = route.schema as object;
      let serialise = compiled.get(schema);
      if (!serialise) compiled.set(schema, (serialise = compile(route)));
      return serialise;
    };
  };
}
