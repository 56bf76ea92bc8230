const SVG_DATA_PREFIX = /^data:image\/svg\+xml(;[^,]*)?,/;

/**
 * An `<img src>` for the enrolment's QR code. The auth service answers raw
 * SVG and supabase-js puts `data:image/svg+xml;utf-8,` in front of it as is,
 * so characters such as `#` (in colours) would end the URL early: the SVG is
 * percent-encoded here. A URI that is already encoded, or base64, is kept.
 */
export function qrCodeSrc(qrCode: string): string {
  const trimmed = qrCode.trim();
  const prefix = SVG_DATA_PREFIX.exec(trimmed);
  const body = prefix === null ? trimmed : trimmed.slice(prefix[0].length);
  if (prefix !== null && (prefix[1]?.includes("base64") || !body.includes("<"))) return trimmed;
  if (!body.startsWith("<")) return trimmed;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;
}
