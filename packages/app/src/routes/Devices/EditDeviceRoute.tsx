// /devices/{id}/edit (device owners): the device's fields through updateDevice, and its
// hydration levels through setDeviceHydrationLevels (a JSON string, spec §7).
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router-dom';
import { pointFromLngLat } from '@bloomkeep/schema';
import { useToast } from '@bloomkeep/ui';
import type { EditDeviceRouteQuery } from '../../__generated__/EditDeviceRouteQuery.graphql';
import { useSetDeviceHydrationLevelsMutation } from '../../mutations/SetDeviceHydrationLevelsMutation';
import { useUpdateDeviceMutation } from '../../mutations/UpdateDeviceMutation';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { useUnsavedChangesGuard } from '../Thing/useUnsavedChangesGuard';
import { DeviceForm } from './DeviceForm';
import { DeviceNotFound } from './DeviceNotFound';
import { deviceFormError } from './deviceErrors';
import { hydrationLevelsOf } from './hydrationLevels';

const query = graphql`
  query EditDeviceRouteQuery($id: UUID!) {
    deviceById(id: $id) {
      id
      nodeId
      name
      isOwner
      hydrationLevels
      ...DeviceForm_device
    }
    ...DeviceForm_query
  }
`;

export const UPDATE_DEVICE_FAILED = 'The device could not be saved';

export function EditDeviceRoute() {
  const queryRef = useRouteQuery<EditDeviceRouteQuery>();
  if (!queryRef) return <DeviceNotFound />;
  return <EditDevice queryRef={queryRef} />;
}

function EditDevice({ queryRef }: { queryRef: PreloadedQuery<EditDeviceRouteQuery> }) {
  const data = usePreloadedQuery<EditDeviceRouteQuery>(query, queryRef);
  const device = data.deviceById;
  const navigate = useNavigate();
  const toast = useToast();
  const [updateDevice, isSaving] = useUpdateDeviceMutation();
  const [setLevels, isSettingLevels] = useSetDeviceHydrationLevelsMutation();
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isDirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(isDirty);
  if (!device) return <DeviceNotFound />;
  // Spec §2: a signed-in user who does not own the device goes to its page.
  if (!device.isOwner) return <Navigate to={`/devices/${device.id}`} replace />;
  const path = `/devices/${device.id}`;

  return (
    <PageTitle title={`Edit ${device.name}`}>
      {guard.dialog}
      <DeviceForm
        device={device}
        query={data}
        onDirtyChange={setDirty}
        onCancel={() => void navigate(path)}
        submitLabel="Save changes"
        isPending={isSaving || isSettingLevels}
        formError={formError}
        fieldErrors={fieldErrors}
        onSubmit={async (values) => {
          setFormError(undefined);
          setFieldErrors({});
          try {
            await updateDevice(device.nodeId, {
              model: values.model,
              name: values.name,
              deviceId: values.deviceId,
              isPublic: values.isPublic,
              location: pointFromLngLat(values.location),
              thingId: values.thingId,
            });
            const stored = hydrationLevelsOf(device.hydrationLevels);
            if (JSON.stringify(stored) !== JSON.stringify(values.hydrationLevels)) {
              await setLevels(device.id, values.hydrationLevels);
            }
          } catch (failure) {
            const problem = deviceFormError(failure, UPDATE_DEVICE_FAILED);
            setFieldErrors(problem.fieldErrors);
            setFormError(problem.formError);
            return;
          }
          toast.positive('Your changes are saved.');
          guard.allowLeaving();
          void navigate(path);
        }}
      />
    </PageTitle>
  );
}
