import { createHmac, timingSafeEqual } from 'node:crypto';

// The Reply-To of a reply: `reply+e<enquiry id>-<signature>@<REPLY_DOMAIN>`. The signature (128 bits, lower-case
// hex, since mail servers may change the case of a local part) is an HMAC of the enquiry id under a key derived
// from the server's secret: an address cannot be guessed or moved to another enquiry.

const LOCAL = /^reply\+e(\d{1,12})-([0-9a-f]{32})$/;

const signature = (secret: string, enquiryId: number) =>
  createHmac('sha256', createHmac('sha256', secret).update('enquiry-reply-address').digest())
    .update(`e${enquiryId}`)
    .digest('hex')
    .slice(0, 32);

/** The address an enquirer's answer to a reply on this enquiry is sent to. */
export function replyAddress(secret: string, domain: string, enquiryId: number): string {
  return `reply+e${enquiryId}-${signature(secret, enquiryId)}@${domain}`;
}

/** The enquiry a reply address names, if its signature is right (and its domain is ours); null otherwise. */
export function enquiryOfReplyAddress(secret: string, domain: string, address: string): number | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = LOCAL.exec(address.slice(0, at).toLowerCase());
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
