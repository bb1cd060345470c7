// /devices/new (signed in): register a device; the caller becomes its owner.
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lngLatFromPointSearch, pointFromLngLat } from '@bloomkeep/schema';
import { useToast } from '@bloomkeep/ui';
import type { NewDeviceRouteQuery } from '../../__generated__/NewDeviceRouteQuery.graphql';
import { useCreateDeviceMutation } from '../../mutations/CreateDeviceMutation';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { useUnsavedChangesGuard } from '../Thing/useUnsavedChangesGuard';
import { DeviceForm } from './DeviceForm';
import { deviceFormError } from './deviceErrors';

const query = graphql`
  query NewDeviceRouteQuery {
    ...DeviceForm_query
  }
`;

export const CREATE_DEVICE_FAILED = 'There has been a problem registering the device';

export function NewDeviceRoute() {
  const queryRef = useRequiredRouteQuery<NewDeviceRouteQuery>();
  const data = usePreloadedQuery<NewDeviceRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [createDevice, isCreating] = useCreateDeviceMutation();
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isDirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(isDirty);
  // "Add a device here" from the map arrives with its point (?x=longitude&y=latitude).
  const [searchParams] = useSearchParams();
  const [startLocation] = useState(() => lngLatFromPointSearch(searchParams));

  return (
    <PageTitle title="Add a device">
      {guard.dialog}
      <DeviceForm
        query={data}
        defaultLocation={startLocation}
        onDirtyChange={setDirty}
        onCancel={() => void (location.key === 'default' ? navigate('/devices') : navigate(-1))}
        submitLabel="Add device"
        isPending={isCreating}
        formError={formError}
        fieldErrors={fieldErrors}
        onSubmit={async (values) => {
          setFormError(undefined);
          setFieldErrors({});
          let device;
          try {
            device = await createDevice({
              model: values.model,
              name: values.name,
              deviceId: values.deviceId,
              isPublic: values.isPublic,
              ...pointFromLngLat(values.location),
              thingId: values.thingId,
              hydrationLevels: JSON.stringify(values.hydrationLevels),
            });
          } catch (failure) {
            // The form stays as typed; the problem shows on its field or above the form.
            const problem = deviceFormError(failure, CREATE_DEVICE_FAILED);
            setFieldErrors(problem.fieldErrors);
            setFormError(problem.formError);
            return;
          }
          if (!device) {
            setFormError(CREATE_DEVICE_FAILED);
            return;
          }
          toast.positive(`${device.name} is added.`);
          guard.allowLeaving();
          void navigate(`/devices/${device.id}`);
        }}
      />
    </PageTitle>
  );
}
