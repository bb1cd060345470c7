// The support lists of /admin, one tab each with its count: addresses nobody verified, sign-in
// lockouts of the last 24 hours, things with no steward (none of their people acted on them in
// 60 days, or they have nobody; decision 0137), devices heard but not registered, and e-mails
// that failed on every attempt, with a retry.
import { graphql, useFragment } from 'react-relay';
import { Tabs, useMountTime } from '@bloomkeep/ui';
import type { AdminSupport_query$key } from '../../__generated__/AdminSupport_query.graphql';
import { FailedMailJobsList } from './FailedMailJobsList';
import { SignInLockoutsList } from './SignInLockoutsList';
import { ThingsWithoutStewardList } from './ThingsWithoutStewardList';
import { UnclaimedDevicesList } from './UnclaimedDevicesList';
import { UnverifiedEmailsList } from './UnverifiedEmailsList';

const fragment = graphql`
  fragment AdminSupport_query on Query {
    unverified: adminUnverifiedEmails {
      totalCount
    }
    lockouts: adminSignInLockouts {
      totalCount
    }
    unstewarded: adminThingsWithoutSteward(days: 60) {
      totalCount
    }
    unclaimed: unclaimedDevices {
      totalCount
    }
    failedMail: adminFailedMailJobs {
      totalCount
    }
    ...UnverifiedEmailsList_query
    ...SignInLockoutsList_query
    ...ThingsWithoutStewardList_query
    ...UnclaimedDevicesList_query
    ...FailedMailJobsList_query
  }
`;

export function AdminSupport({ query }: { query: AdminSupport_query$key }) {
  const data = useFragment(fragment, query);
  const now = useMountTime();
  const label = (name: string, total: number | undefined) => `${name} (${total ?? 0})`;
  return (
    <Tabs
      aria-label="Support lists"
      items={[
        {
          id: 'unverified',
          label: label('Unverified e-mails', data.unverified?.totalCount),
          content: <UnverifiedEmailsList query={data} now={now} />,
        },
        {
          id: 'lockouts',
          label: label('Sign-in lockouts', data.lockouts?.totalCount),
          content: <SignInLockoutsList query={data} now={now} />,
        },
        {
          id: 'unstewarded',
          label: label('No steward', data.unstewarded?.totalCount),
          content: <ThingsWithoutStewardList query={data} now={now} />,
        },
        {
          id: 'unclaimed',
          label: label('Unclaimed devices', data.unclaimed?.totalCount),
          content: <UnclaimedDevicesList query={data} now={now} />,
        },
        {
          id: 'failedMail',
          label: label('Failed e-mails', data.failedMail?.totalCount),
          content: <FailedMailJobsList query={data} now={now} />,
        },
      ]}
    />
  );
}
