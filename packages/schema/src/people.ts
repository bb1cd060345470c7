// What a viewer may see of a person (issue 13, decision 0140). The database is the
// boundary (app_hidden.can_see_person and can_see_private_profile, migration 0028);
// this twin lets the app say "sign in to see people" instead of asking for rows it
// will not get. packages/server/test/people.test.ts holds the two to each other.

/** Who is looking: the signed-in user's id (null for guests) and whether they are an administrator. */
export interface PersonViewer {
  userId: string | null;
  isAdmin: boolean;
}

/** May the viewer see a person's public profile (name, username, image, badges, things, groups, actions)? */
export function canSeePerson(viewer: PersonViewer): boolean {
  return viewer.isAdmin || viewer.userId !== null;
}

/** May the viewer see a person's private fields (last sign-in, notification settings)? */
export function canSeePrivateProfile(viewer: PersonViewer, personId: string): boolean {
  return viewer.isAdmin || (viewer.userId !== null && viewer.userId === personId);
}

/**
 * "Near you" on /community, in kilometres: groups that look after a thing, and people who
 * look after a public thing, within this distance (SQL: app_hidden.community_near_km).
 */
export const COMMUNITY_NEAR_KM = 10;
