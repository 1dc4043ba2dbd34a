/**
 * An invoice's shared link (issue 22): it expires when the owner chose and can be withdrawn or
 * replaced. The public page answers 410 for a link that no longer works.
 */
import { Type, type Static } from "typebox";
import { Nullable, Ok, OkMessage, Timestamp } from "../../contracts/common";
import { closed } from "./closed";
import { InvoiceShare } from "./invoice-view-contract";
import { SHARE_EXPIRIES } from "../../resources/share-link";

export const ShareExpiryField = Type.Union(
  SHARE_EXPIRIES.map((e) => Type.Literal(e)),
  { description: "how long the link works: 7, 30 or 90 days, or until withdrawn (never); 30d when left out" },
);

/** Making a link: the invoice's live link is given back as it is unless `renew` asks for a new one (the old one stops working). */
export const ShareBody = closed(Type.Object(
  {
    expires_in: Type.Optional(ShareExpiryField),
    renew: Type.Optional(Type.Boolean({ description: "make a new link even if one is live; the old one stops working (needs write)" })),
  },
  { additionalProperties: false },
));

/** Where the invoice's link stands; `share` (the link itself) only while it is live. */
export const ShareLinkStatus = Type.Object({
  state: Type.Union([Type.Literal("none"), Type.Literal("live"), Type.Literal("expired"), Type.Literal("withdrawn")]),
  made_at: Nullable(Timestamp),
  expires_at: Nullable(Timestamp),
  withdrawn_at: Nullable(Timestamp),
  share: Nullable(InvoiceShare),
});
export type ShareLinkStatus = Static<typeof ShareLinkStatus>;
export const ShareLinkReply = closed(Ok(ShareLinkStatus));
export const ShareLinkSaved = closed(OkMessage(ShareLinkStatus));
