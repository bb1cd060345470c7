// /devices/{id}/settings (device owners): inviting others to share the device, and
// deleting it after a confirmation.
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router-dom';
import { AlertDialog, Button, Card, Heading, Link, Stack, useToast } from '@bloomkeep/ui';
import type { DeviceSettingsRouteQuery } from '../../__generated__/DeviceSettingsRouteQuery.graphql';
import { useDeleteDeviceMutation } from '../../mutations/DeleteDeviceMutation';
import { errorText } from '../../relay/errors';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { InvitationsPanel } from '../Invitations/InvitationsPanel';
import { DeviceNotFound } from './DeviceNotFound';

const query = graphql`
  query DeviceSettingsRouteQuery($id: UUID!) {
    deviceById(id: $id) {
      id
      name
      isOwner
      invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
        ...InvitationsPanel_invitations
      }
    }
  }
`;

/** Where an owner lands after deleting a device. */
export const AFTER_DELETE_DEVICE_PATH = '/account/devices';
export const DELETE_DEVICE_FAILED = 'Failed to delete device';

export function DeviceSettingsRoute() {
  const queryRef = useRouteQuery<DeviceSettingsRouteQuery>();
  if (!queryRef) return <DeviceNotFound />;
  return <DeviceSettings queryRef={queryRef} />;
}

function DeviceSettings({ queryRef }: { queryRef: PreloadedQuery<DeviceSettingsRouteQuery> }) {
  const { deviceById: device } = usePreloadedQuery<DeviceSettingsRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const toast = useToast();
  const [deleteDevice, isDeleting] = useDeleteDeviceMutation();
  const [confirming, setConfirming] = useState(false);
  if (!device) return <DeviceNotFound />;
  if (!device.isOwner) return <Navigate to={`/devices/${device.id}`} replace />;
  const path = `/devices/${device.id}`;

  return (
    <PageTitle title={`Settings for ${device.name}`}>
      <Stack space="large">
        <p>
          <Link href={path}>Back to {device.name}</Link>
        </p>
        <Card>
          <InvitationsPanel
            kind="device"
            targetId={device.id}
            targetName={device.name}
            invitations={device.invitations}
          />
        </Card>
        <Card>
          <Stack space="small">
            <Heading level={2}>Delete</Heading>
            <p>
              Deleting removes the device for everyone, with its readings. Uplinks it sends later
              are kept as an unclaimed device until someone adds it again.
            </p>
            <div>
              <Button tone="critical" onPress={() => setConfirming(true)}>
                Delete device
              </Button>
            </div>
          </Stack>
        </Card>
      </Stack>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${device.name}?`}
        tone="critical"
        confirmLabel="Delete"
        isPending={isDeleting}
        onConfirm={async () => {
          const { id, name } = device;
          let deleted = false;
          try {
            deleted = await deleteDevice(id);
          } catch (failure) {
            toast.negative(errorText(failure, DELETE_DEVICE_FAILED));
            return;
          }
          if (!deleted) {
            toast.negative(`${DELETE_DEVICE_FAILED}. Nothing was changed.`);
            return;
          }
          setConfirming(false);
          toast.positive(`${name} is deleted.`);
          void navigate(AFTER_DELETE_DEVICE_PATH, { replace: true });
        }}
      >
        It disappears for everyone at once, with all its readings. This cannot be undone.
      </AlertDialog>
    </PageTitle>
  );
}
