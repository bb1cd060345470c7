// /partners (issue 14, decision 0142): what partners can put on their own websites, the three
// ways to do it (the npm packages, a script tag, an iframe; oEmbed for CMSs), a builder that hands
// out the snippets, a live preview of each widget in both themes, and the privacy rules. Public,
// and rendered in the browser: the snippets carry this page's origin.
import { useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { WIDGET_ELEMENTS, WIDGETS_SCRIPT } from '@bloomkeep/schema';
import { Card, Grid, Heading, Link, PageHeader, Section, Stack } from '@bloomkeep/ui';
import type { PartnersRouteQuery } from '../../__generated__/PartnersRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { capitalise, useBrand } from '../../system/brand';
import { useDocumentTitle } from '../../system/PageTitle';
import { dashboardCategory } from '../Home/homeRoutes';
import { EmbedBuilder, pendingText } from './EmbedBuilder';
import { initialChoices, widgetSpecOf, type EmbedChoices } from './embedChoices';
import { SnippetBlock } from './SnippetBlock';
import { WidgetPreview, type WidgetPreviewItem } from './WidgetPreview';
import * as styles from './PartnersRoute.css';

export const partnersRouteQuery = graphql`
  query PartnersRouteQuery($thingCondition: ThingCondition!, $signedIn: Boolean!) {
    currentUser @include(if: $signedIn) {
      username
      badgesOnPartnerSites
    }
    firstPublicThing: allThings(
      condition: $thingCondition
      orderBy: [NAME_ASC, PRIMARY_KEY_ASC]
      first: 1
    ) {
      nodes {
        id
        name
      }
    }
    ...EmbedBuilder_query @arguments(thingCondition: $thingCondition)
  }
`;

export const NPM_INSTALL = 'npm install @bloomkeep/ui @bloomkeep/schema';
/** The kit's README (style sheet, theming, an example per widget), as npm shows it. */
export const KIT_README_URL = 'https://www.npmjs.com/package/@bloomkeep/ui#readme';

/** The page's own origin: what the snippets point at. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function PartnersRoute() {
  const queryRef = useRequiredRouteQuery<PartnersRouteQuery>();
  const data = usePreloadedQuery<PartnersRouteQuery>(partnersRouteQuery, queryRef);
  const brand = useBrand();
  const auth = useAuth();
  const origin = pageOrigin();
  useDocumentTitle('For partners');

  const you = data.currentUser
    ? {
        username: data.currentUser.username,
        badgesShown: data.currentUser.badgesOnPartnerSites === true,
      }
    : null;
  const [choices, setChoices] = useState<EmbedChoices>(() => {
    const first = data.firstPublicThing?.nodes[0] ?? null;
    return initialChoices({
      theme: brand.theme,
      category: dashboardCategory(brand.theme),
      username: you?.username ?? (auth.isLoggedIn ? auth.username : null),
      thing: first ? { id: first.id, name: first.name } : null,
    });
  });

  const things = brand.thingPlural;
  const thing = brand.thingSingular;
  const previews: WidgetPreviewItem[] = [
    {
      kind: 'thingMap',
      title: `Map of ${things}`,
      spec: widgetSpecOf(choices, 'thingMap'),
      pending: '',
    },
    {
      kind: 'badges',
      title: choices.username.trim() ? `Badges of ${choices.username.trim()}` : 'Badges',
      spec: widgetSpecOf(choices, 'badges'),
      pending: pendingText('badges', choices, brand, 'see their badges'),
    },
    {
      kind: 'thingCard',
      title: choices.thing ? `Card of ${choices.thing.name}` : `${capitalise(thing)} card`,
      spec: widgetSpecOf(choices, 'thingCard'),
      pending: pendingText('thingCard', choices, brand, 'see its card'),
    },
  ];

  return (
    <Stack space="xlarge">
      <PageHeader
        title="For partners"
        description={`Put ${brand.name} on your own website: a live map of public ${things}, someone’s badges, or a ${thing}’s card. Read-only, and in your colours or ours.`}
      />

      <Section title="What you can embed">
        <Grid as="ul" gap="medium" columns={{ small: 1, desktop: 3 }} aria-label="Widgets">
          <WidgetSummary title={`Map of ${things}`} element={WIDGET_ELEMENTS.thingMap}>
            {`The public ${things} in an area you choose, coloured by whether they need water. Each point links to its page on ${brand.name}.`}
          </WidgetSummary>
          <WidgetSummary title="Badges" element={WIDGET_ELEMENTS.badges}>
            A person’s badges, with their levels and when they were earned: only for people who
            chose to show them on partner sites.
          </WidgetSummary>
          <WidgetSummary title={`${capitalise(thing)} card`} element={WIDGET_ELEMENTS.thingCard}>
            {`One public ${thing}, live: its moisture updates as its sensor reports, with its last action and a “Help water” button that opens its page on ${brand.name}, where people sign in and offer to help.`}
          </WidgetSummary>
        </Grid>
      </Section>

      <Section
        title="Three ways to embed"
        description="Every way shows the same widgets, with the same public data."
      >
        <Grid gap="large" columns={{ small: 1, desktop: 2 }} isUnbalanced>
          <Stack space="small">
            <Heading level={3}>React sites: the npm packages</Heading>
            <p className={styles.text}>
              {`The components ${brand.name} itself is built with (ThingMap, ThingCard, BadgeCard), for React 18.3 or 19, in any bundler. The maps come from @bloomkeep/ui/map and need maplibre-gl installed too; the rest of the kit does not. Their README covers the style sheet, theming with CSS custom properties, and an example for each widget.`}
            </p>
            <SnippetBlock label="Install command" code={NPM_INSTALL} />
            <p className={styles.text}>
              <Link href={KIT_README_URL} target="_blank">
                The kit’s README
              </Link>
            </p>
          </Stack>
          <Stack space="small">
            <Heading level={3}>Any website: a script tag</Heading>
            <p className={styles.text}>
              Load one script, then put the elements where the widgets should appear. Each draws
              inside its own shadow root, so your page’s styles and ours never mix.
            </p>
            <p className={styles.muted}>
              <code className={styles.code}>{`${origin}${WIDGETS_SCRIPT}`}</code>
            </p>
          </Stack>
          <Stack space="small">
            <Heading level={3}>No code: an iframe</Heading>
            <p className={styles.text}>
              Paste an iframe: it shows the same widget with nothing around it. A transparent
              background lets your page show through.
            </p>
          </Stack>
          <Stack space="small">
            <Heading level={3}>CMSs: oEmbed</Heading>
            <p className={styles.text}>
              {`In a CMS that supports oEmbed, paste the address of a public ${thing}’s page (${origin}/things/…): the CMS asks ${brand.name} for its card and shows it.`}
            </p>
          </Stack>
        </Grid>
      </Section>

      <Section
        title="Build your snippet"
        description="Choose a widget and what it shows; copy the script tag or the iframe."
      >
        <EmbedBuilder
          query={data}
          choices={choices}
          onChange={setChoices}
          origin={origin}
          you={you}
        />
      </Section>

      <Section
        title="Live preview"
        description="Each widget in both themes, with the choices above, as a partner’s page shows it."
      >
        <WidgetPreview items={previews} origin={origin} />
      </Section>

      <Section title="Privacy">
        <ul className={styles.rules}>
          <li>
            {`Public ${things} only. A private ${thing} never appears in a map, a card or an iframe, whoever asks.`}
          </li>
          <li>
            Badges only for people who chose to show them: it is off until they switch on “Show my
            badges on partner sites” in their profile (
            {you ? <Link href="/account/profile">yours is here</Link> : 'signed in, under Profile'}
            ). For anyone else the widget shows a friendly placeholder, exactly as for a name that
            does not exist, so a widget never tells whether someone has an account.
          </li>
          <li>
            No cookies and no sign-in: widgets and iframes read public data as a guest would, and
            set no cookies on your visitors.
          </li>
          <li>
            {`Read-only: nothing on your page can change anything on ${brand.name}. Helping happens on ${brand.name} itself, after signing in.`}
          </li>
        </ul>
      </Section>
    </Stack>
  );
}

/** One widget in the list of what can be embedded: its name, what it shows, its element. */
function WidgetSummary({
  title,
  element,
  children,
}: {
  title: string;
  element: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.listItem}>
      <Card as="div">
        <Stack space="small">
          <Heading level={3}>{title}</Heading>
          <p className={styles.text}>{children}</p>
          <p className={styles.muted}>
            <code>{`<${element}>`}</code>
          </p>
        </Stack>
      </Card>
    </li>
  );
}
