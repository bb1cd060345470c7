// "Show my badges on partner sites" on /account/profile (issue 14, decision 0142). Off by
// default: a partner's badge widget shows someone's badges only once they switch this on, and
// shows everyone else (an unknown name too) the same placeholder. The switch applies at once,
// with its own mutation, so it never touches the profile form above it.
import { graphql, useFragment } from 'react-relay';
import { Heading, Link, Stack, Switch, useToast } from '@bloomkeep/ui';
import type { PartnerBadgesSetting_user$key } from '../../__generated__/PartnerBadgesSetting_user.graphql';
import { useSetBadgesOnPartnerSitesMutation } from '../../mutations/SetBadgesOnPartnerSitesMutation';
import { errorText } from '../../relay/errors';
import { useBrand } from '../../system/brand';
import * as styles from './PartnerBadgesSetting.css';

const fragment = graphql`
  fragment PartnerBadgesSetting_user on User {
    __id
    id
    username
    badgesOnPartnerSites
  }
`;

export const PARTNER_BADGES_SHOWN = 'Your badges now show on partner sites.';
export const PARTNER_BADGES_HIDDEN = 'Your badges no longer show on partner sites.';
export const PARTNER_BADGES_NOT_SAVED = 'Your choice for partner sites was not saved';

export function PartnerBadgesSetting({ user }: { user: PartnerBadgesSetting_user$key }) {
  const data = useFragment(fragment, user);
  const brand = useBrand();
  const toast = useToast();
  const [setBadgesOnPartnerSites, isSaving] = useSetBadgesOnPartnerSitesMutation();
  const isShown = data.badgesOnPartnerSites === true;

  return (
    <Stack space="small">
      <Heading level={2}>Partner sites</Heading>
      <Switch
        isSelected={isShown}
        isPending={isSaving}
        description={`Partners such as gardening clubs and councils can put your ${brand.name} badges on their websites, by your username.`}
        onChange={(show) => {
          setBadgesOnPartnerSites({ id: data.id, recordId: data.__id }, show).then(
            () => toast.positive(show ? PARTNER_BADGES_SHOWN : PARTNER_BADGES_HIDDEN),
            (failure: unknown) =>
              toast.negative(errorText(failure), { title: PARTNER_BADGES_NOT_SAVED }),
          );
        }}
      >
        Show my badges on partner sites
      </Switch>
      <p className={styles.explanation}>
        {isShown
          ? `Partner sites that embed the badges of ${data.username} show each badge, its level and when you earned it.`
          : `Off: a partner site that asks for ${data.username}’s badges shows a friendly placeholder, the same as for a name we do not know.`}{' '}
        Never your name, your e-mail address or your {brand.thingPlural}.{' '}
        <Link href="/partners">How partners embed {brand.name}</Link>
      </p>
    </Stack>
  );
}
