/**
 * Every path the app knows, in one place of the contract both programs
 * read: the route table, the prerenderer and the server's static fallback.
 */
export const publicPaths = [
  "/",
  "/about",
  "/faq",
  "/features",
  "/how-it-works",
  "/pricing",
  "/privacy",
  "/terms",
  "/not-found",
] as const;

export type PublicPath = (typeof publicPaths)[number];

/**
 * Client-rendered areas: the server answers them with the app shell
 * (`index.html`) and the browser's router takes over.
 */
export const clientPathPrefixes = [
  "/dashboard",
  "/login",
  "/signup",
  "/password-reset",
  "/callback",
] as const;

export function isClientPath(pathname: string): boolean {
  return clientPathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
