// The thing form of /things/new and /things/{id}/edit (spec §5: name, isPublic,
// location and category are required): details, the indicator parameter, a
// location from the map or the device, and an optional photo with progress.
import { useEffect, useReducer, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  Button,
  Form,
  NumberField,
  RadioGroup,
  Select,
  Switch,
  TextArea,
  TextField,
  thingCategories,
  thingCategoryLabel,
} from '@bloomkeep/ui';
import { LocationPicker, type MapPoint } from '@bloomkeep/ui/map';
import {
  LOCATION_DESCRIPTION_MAX,
  THING_DESCRIPTION_MAX,
  bedAreaError,
  lngLatFromPoint,
  maxLength,
  validateThingName,
  type IndicatorParameter,
  type ThingCategory,
} from '@bloomkeep/schema';
import type { ThingForm_thing$key } from '../../__generated__/ThingForm_thing.graphql';
import { defaultMapCenter, mapStyleUrl } from '../../config';
import { ImageField } from './ImageField';

const fragment = graphql`
  fragment ThingForm_thing on Thing {
    name
    description
    category
    isPublic
    indicatorParameter
    locationDescription
    bedArea
    image
    location {
      x
      y
    }
  }
`;

export interface ThingFormValues {
  name: string;
  description: string | null;
  category: string;
  isPublic: boolean;
  indicatorParameter: string;
  locationDescription: string | null;
  /** m², optional: the watering advice scales with it. */
  bedArea: number | null;
  location: MapPoint;
  image: File | null;
}

/** The form's values as the API's thing fields (create and update share them). */
export function thingFields(values: ThingFormValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category as ThingCategory,
    isPublic: values.isPublic,
    indicatorParameter: values.indicatorParameter as IndicatorParameter,
    locationDescription: values.locationDescription,
    bedArea: values.bedArea,
  };
}

const PARAMETERS = [
  {
    value: 'WATER',
    label: 'Soil moisture',
    description: 'Blue too wet, green moist, orange needs water, red too dry',
  },
  { value: 'TEMPERATURE', label: 'Soil temperature' },
  { value: 'PH', label: 'Soil pH' },
  { value: 'CONDUCTIVITY', label: 'Soil conductivity (nutrients)' },
];

const CATEGORY_ITEMS = thingCategories.map((id) => ({ id, label: thingCategoryLabel[id] }));

export function ThingForm({
  thing,
  onSubmit,
  submitLabel,
  isPending,
  formError,
  uploadProgress,
  defaultCategory,
  onCancel,
  onDirtyChange,
  defaultLocation = null,
}: {
  thing?: ThingForm_thing$key | null;
  /** The category chosen at first on a new thing (e.g. from ?category=BEECAFE). */
  defaultCategory?: ThingCategory | null;
  /** Shows a Cancel button; the page decides where it goes (and asks if there are changes). */
  onCancel?: () => void;
  /** Told whether the values differ from those the form started with. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Where a new thing starts (e.g. ?x=&y= from a click on the map); ignored when editing. */
  defaultLocation?: MapPoint | null;
  onSubmit: (values: ThingFormValues) => void;
  submitLabel: string;
  isPending: boolean;
  formError?: string;
  /** 0–1 while the photo uploads. */
  uploadProgress?: number | null;
}) {
  const data = useFragment(fragment, thing ?? null);
  const [location, setLocation] = useState<MapPoint | null>(
    data ? lngLatFromPoint({ x: data.location.x, y: data.location.y }) : defaultLocation,
  );
  const [locationError, setLocationError] = useState<string>();
  const [image, setImage] = useState<File | null>(null);
  const [isPublic, setIsPublic] = useState(data?.isPublic ?? true);

  // Unsaved changes: the fields' values (as the form would submit them) plus the
  // controlled ones, compared with those of the first render.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [edits, noteEdit] = useReducer((count: number) => count + 1, 0);
  const initial = useRef<string | null>(null);
  const dirtyChange = useRef(onDirtyChange);
  dirtyChange.current = onDirtyChange;
  useEffect(() => {
    const form = fieldsRef.current?.querySelector('form');
    if (!form) return;
    const fields = [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]);
    const snapshot = JSON.stringify([fields, location, isPublic, image?.name ?? null]);
    initial.current ??= snapshot;
    dirtyChange.current?.(snapshot !== initial.current);
  }, [edits, location, isPublic, image]);

  return (
    <div ref={fieldsRef} onInput={noteEdit} onChange={noteEdit}>
      <Form
        aria-label={submitLabel}
        showRequiredNote
        submitLabel={submitLabel}
        isPending={isPending}
        formError={formError}
        actions={
          onCancel ? (
            <Button tone="neutral" onPress={onCancel} isDisabled={isPending}>
              Cancel
            </Button>
          ) : undefined
        }
        onSubmit={(values) => {
          if (!location) {
            setLocationError('Location is required');
            return;
          }
          setLocationError(undefined);
          const text = (key: string) => {
            const value = String(values[key] ?? '').trim();
            return value === '' ? null : value;
          };
          onSubmit({
            name: String(values.name ?? '').trim(),
            description: text('description'),
            category: String(values.category ?? ''),
            isPublic,
            indicatorParameter: String(values.indicatorParameter ?? 'WATER'),
            locationDescription: text('locationDescription'),
            bedArea: text('bedArea') === null ? null : Number(text('bedArea')),
            location,
            image,
          });
        }}
      >
        <TextField
          label="Name"
          name="name"
          isRequired
          defaultValue={data?.name ?? ''}
          validate={validateThingName}
          description={'What neighbours call this thing.'}
        />
        <TextArea
          label="Description"
          name="description"
          defaultValue={data?.description ?? ''}
          rows={4}
          validate={maxLength('Description', THING_DESCRIPTION_MAX)}
        />
        <Select
          label="Category"
          name="category"
          isRequired
          items={CATEGORY_ITEMS}
          defaultSelectedKey={data?.category ?? defaultCategory ?? undefined}
          onSelectionChange={noteEdit}
          placeholder="Choose a category"
        />
        <Switch
          isSelected={isPublic}
          onChange={setIsPublic}
          description="Private ones are visible only to the people who look after them."
        >
          Public
        </Switch>
        <RadioGroup
          label="Indicator"
          name="indicatorParameter"
          options={PARAMETERS}
          defaultValue={data?.indicatorParameter ?? 'WATER'}
          description="The reading that sets the indicator colour."
        />
        <NumberField
          label="Bed area (m²)"
          name="bedArea"
          defaultValue={data?.bedArea ?? undefined}
          formatOptions={{ maximumFractionDigits: 1 }}
          validate={bedAreaError}
          description="Optional. The planted area: the watering advice gives litres for it."
        />
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
        <TextField
          label="How to find it"
          name="locationDescription"
          defaultValue={data?.locationDescription ?? ''}
          description="For example: by the castle steps, left of the gate."
          validate={maxLength('Location description', LOCATION_DESCRIPTION_MAX)}
        />
        <ImageField
          label="Photo"
          currentImage={data?.image ?? null}
          file={image}
          onChange={setImage}
          progress={uploadProgress ?? null}
        />
      </Form>
    </div>
  );
}
