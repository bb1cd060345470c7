// The device form of /devices/new and /devices/{id}/edit (spec §5: model, name,
// device id, public and location are required): an optional linked thing among those
// the user looks after, and the hydration levels that colour its readings.
import { useEffect, useReducer, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button, ComboBox, Form, NumberField, Select, Switch, TextField } from '@bloomkeep/ui';
import { LocationPicker, type MapPoint } from '@bloomkeep/ui/map';
import {
  DEVICE_MODELS,
  DEVICE_MODEL_LABELS,
  lngLatFromPoint,
  validateDeviceId,
  validateThingName,
  type DeviceModel,
} from '@bloomkeep/schema';
import type { DeviceForm_device$key } from '../../__generated__/DeviceForm_device.graphql';
import type { DeviceForm_query$key } from '../../__generated__/DeviceForm_query.graphql';
import { defaultMapCenter, mapStyleUrl } from '../../config';
import {
  DEFAULT_HYDRATION_LEVELS,
  HYDRATION_LEVEL_LABELS,
  hydrationLevelsOf,
  hydrationLevelsProblem,
} from './hydrationLevels';
import * as styles from './Devices.css';

const deviceFragment = graphql`
  fragment DeviceForm_device on Device {
    name
    model
    deviceId
    isPublic
    hydrationLevels
    thingId
    location {
      x
      y
    }
  }
`;

const queryFragment = graphql`
  fragment DeviceForm_query on Query {
    currentUser {
      thingAccesses(first: 200) {
        nodes {
          isOwner
          isCollaborator
          thing {
            id
            name
          }
        }
      }
    }
  }
`;

export interface DeviceFormValues {
  model: DeviceModel;
  name: string;
  deviceId: string;
  isPublic: boolean;
  location: MapPoint;
  thingId: string | null;
  hydrationLevels: number[];
}

const MODEL_ITEMS = DEVICE_MODELS.map((id) => ({ id, label: DEVICE_MODEL_LABELS[id] }));

export function DeviceForm({
  device,
  query,
  onSubmit,
  submitLabel,
  isPending,
  formError,
  fieldErrors,
  onCancel,
  onDirtyChange,
  defaultLocation = null,
}: {
  device?: DeviceForm_device$key | null;
  query: DeviceForm_query$key;
  onSubmit: (values: DeviceFormValues) => void;
  submitLabel: string;
  isPending: boolean;
  formError?: string;
  /** Server errors by field name (e.g. deviceId for a duplicate id). */
  fieldErrors?: Record<string, string>;
  onCancel?: () => void;
  onDirtyChange?: (isDirty: boolean) => void;
  /** Where a new device starts (e.g. ?x=&y= from a click on the map); ignored when editing. */
  defaultLocation?: MapPoint | null;
}) {
  const data = useFragment(deviceFragment, device ?? null);
  const { currentUser } = useFragment(queryFragment, query);
  const [location, setLocation] = useState<MapPoint | null>(
    data ? lngLatFromPoint({ x: data.location.x, y: data.location.y }) : defaultLocation,
  );
  const [locationError, setLocationError] = useState<string>();
  const [isPublic, setIsPublic] = useState(data?.isPublic ?? true);
  const [thingId, setThingId] = useState<string | null>(data?.thingId ?? null);
  const [levels, setLevels] = useState<number[]>(() =>
    data ? hydrationLevelsOf(data.hydrationLevels) : [...DEFAULT_HYDRATION_LEVELS],
  );
  const [levelsChecked, setLevelsChecked] = useState(false);
  const levelsProblem = levelsChecked ? hydrationLevelsProblem(levels) : null;

  // Things the user looks after (owner or collaborator), by name; a device can link only to those.
  const things = new Map<string, string>();
  for (const access of currentUser?.thingAccesses.nodes ?? []) {
    if (access.thing && (access.isOwner || access.isCollaborator)) {
      things.set(access.thing.id, access.thing.name);
    }
  }
  const thingItems = [...things]
    .map(([id, label]) => ({ id, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' }));

  // Unsaved changes, as in the thing form: the submitted values compared with the first ones.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [edits, noteEdit] = useReducer((count: number) => count + 1, 0);
  const initial = useRef<string | null>(null);
  const dirtyChange = useRef(onDirtyChange);
  dirtyChange.current = onDirtyChange;
  useEffect(() => {
    const form = fieldsRef.current?.querySelector('form');
    if (!form) return;
    const fields = [...new FormData(form).entries()]
      .filter(([key]) => !key.startsWith('level'))
      .map(([key, value]) => [key, String(value)]);
    const snapshot = JSON.stringify([fields, location, isPublic, thingId, levels]);
    initial.current ??= snapshot;
    dirtyChange.current?.(snapshot !== initial.current);
  }, [edits, location, isPublic, thingId, levels]);

  return (
    <div ref={fieldsRef} onInput={noteEdit} onChange={noteEdit}>
      <Form
        aria-label={submitLabel}
        showRequiredNote
        submitLabel={submitLabel}
        isPending={isPending}
        formError={formError}
        validationErrors={fieldErrors}
        actions={
          onCancel ? (
            <Button tone="neutral" onPress={onCancel} isDisabled={isPending}>
              Cancel
            </Button>
          ) : undefined
        }
        onSubmit={(values) => {
          setLevelsChecked(true);
          const problem = hydrationLevelsProblem(levels);
          if (!location) setLocationError('Location is required');
          if (!location || problem) return;
          setLocationError(undefined);
          onSubmit({
            model: String(values.model ?? '') as DeviceModel,
            name: String(values.name ?? '').trim(),
            deviceId: String(values.deviceId ?? '').trim(),
            isPublic,
            location,
            thingId,
            hydrationLevels: levels,
          });
        }}
      >
        <Select
          label="Model"
          name="model"
          isRequired
          items={MODEL_ITEMS}
          defaultSelectedKey={data?.model ?? undefined}
          onSelectionChange={noteEdit}
          placeholder="Choose a model"
        />
        <TextField
          label="Name"
          name="name"
          isRequired
          defaultValue={data?.name ?? ''}
          validate={validateThingName}
          description="What you call it, e.g. “Castle bed sensor”."
        />
        <TextField
          label="Device id"
          name="deviceId"
          isRequired
          defaultValue={data?.deviceId ?? ''}
          validate={(value) => validateDeviceId(value.trim())}
          description="Its end device id in The Things Stack, starting with eui-."
          autoComplete="off"
        />
        <Switch
          isSelected={isPublic}
          onChange={setIsPublic}
          description="Private devices are visible only to their owners."
        >
          Public
        </Switch>
        <LocationPicker
          label="Location"
          isRequired
          value={location}
          onChange={(value) => {
            setLocation(value);
            if (value) setLocationError(undefined);
          }}
          defaultCenter={defaultMapCenter}
          styleUrl={mapStyleUrl}
          errorMessage={locationError}
        />
        <ComboBox
          label="Linked thing"
          items={thingItems}
          selectedKey={thingId}
          onSelectionChange={setThingId}
          placeholder="Not linked"
          description={
            things.size > 0
              ? 'Its readings colour this thing; only things you look after are offered. Empty the field to unlink it.'
              : 'You do not look after any things yet; you can link one later.'
          }
          emptyText="None of your things has that name"
        />
        <fieldset className={styles.levels}>
          <legend className={styles.legend}>Hydration levels (%)</legend>
          <p className={styles.hint}>
            The upper bound of each band of soil moisture, increasing, from 0 to 100.
          </p>
          <div className={styles.levelFields}>
            {HYDRATION_LEVEL_LABELS.map((label, index) => (
              <NumberField
                key={label}
                label={label}
                name={`level${index}`}
                minValue={0}
                maxValue={100}
                value={levels[index]}
                isInvalid={levelsProblem?.index === index}
                errorMessage={levelsProblem?.index === index ? levelsProblem.message : undefined}
                onChange={(value) => {
                  setLevels((current) => current.map((level, i) => (i === index ? value : level)));
                }}
              />
            ))}
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
