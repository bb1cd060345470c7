// The dashboard's greeting.

/** The page title: "Welcome" on a first visit (a brand-new user), "Welcome back" after. */
export function welcomeTitle(
  user: { readonly name?: string | null; readonly username: string } | null,
  previousVisit: Date | null,
  brandName: string,
): string {
  if (!user) return `Welcome to ${brandName}`;
  const who = user.name || user.username;
  return previousVisit ? `Welcome back, ${who}` : `Welcome, ${who}`;
}
