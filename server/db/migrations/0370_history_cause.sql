-- What caused a change the system derived from another (a sale moved a product's stock, a payment a
-- party's balance): a message key of the server's words with its values ({"key": "sales.cause.saved",
-- "values": {"context": "sale", "number": "SGS/1"}}), said in the reader's language when the history
-- is read. NULL for a change someone made to the record itself. Nullable, so adding it rewrites nothing.
ALTER TABLE resource_history ADD COLUMN cause jsonb;
