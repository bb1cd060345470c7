// The fields of an action, shared by /things/{id}/action and the Edit dialog on
// the thing page: what was done, the litres of a watering, and comments.
import { useState } from 'react';
import {
  ACTION_COMMENTS_MAX,
  ACTION_TYPES,
  LITRES_MAX,
  litresError,
  maxLength,
  type ActionType,
} from '@bloomkeep/schema';
import { NumberField, RadioGroup, TextArea, actionTypeLabel } from '@bloomkeep/ui';
import * as styles from './ActionFields.css';

/** CREATED is recorded by the server when a thing is registered. */
const TYPE_OPTIONS = ACTION_TYPES.filter((type) => type !== 'CREATED').map((type) => ({
  value: type,
  label: actionTypeLabel[type],
}));

export interface ActionValues {
  type: ActionType;
  comments: string | null;
  litres: number | null;
}

/** The submitted form values as an action: litres only for a watering. */
export function actionValues(values: Record<string, FormDataEntryValue>): ActionValues {
  const type = String(values.type) as ActionType;
  const comments = String(values.comments ?? '').trim();
  const litres = type === 'WATERING' ? Number.parseFloat(String(values.litres ?? '')) : NaN;
  return {
    type,
    comments: comments === '' ? null : comments,
    litres: Number.isFinite(litres) ? litres : null,
  };
}

export function ActionFields({ initial }: { initial?: Partial<ActionValues> }) {
  const [type, setType] = useState<string | null>(initial?.type ?? null);
  return (
    <>
      <RadioGroup
        label="What did you do?"
        name="type"
        isRequired
        options={TYPE_OPTIONS}
        value={type}
        onChange={setType}
      />
      {type === 'WATERING' && (
        <div className={styles.litres}>
          <NumberField
            label="Litres (optional)"
            name="litres"
            defaultValue={initial?.litres ?? undefined}
            minValue={0}
            formatOptions={{ maximumFractionDigits: 1 }}
            description={`About how much water it got: up to ${LITRES_MAX}.`}
            validate={(litres) => litresError(Number.isNaN(litres) ? null : litres, 'WATERING')}
          />
        </div>
      )}
      <TextArea
        label="Comments"
        name="comments"
        rows={4}
        defaultValue={initial?.comments ?? ''}
        description="Anything the next person should know."
        validate={maxLength('Comments', ACTION_COMMENTS_MAX)}
      />
    </>
  );
}
