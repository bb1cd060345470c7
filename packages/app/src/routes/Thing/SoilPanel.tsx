// The thing's soil (issue 12, "Soil"): each Soilscapes field with what it means for the
// person looking after the thing (@bloomkeep/schema soil.ts), where the data comes from,
// and plainly marked when it is the demo's invented sample (decision 0128). Outside every
// polygon the panel says there is no soil data, and what that means for the advice.
import { graphql, useFragment } from 'react-relay';
import { SOIL_FIELDS, SOIL_FIELD_LABELS, soilExplanation, type SoilField } from '@bloomkeep/schema';
import { Card, Heading, Stack, Tag, formatDate } from '@bloomkeep/ui';
import type { SoilPanel_thing$key } from '../../__generated__/SoilPanel_thing.graphql';
import * as styles from './ThingPanels.css';

const fragment = graphql`
  fragment SoilPanel_thing on Thing {
    soilTexture
    soilDrainage
    soilFertility
    carbon
    landcover
    habitats
    drainsTo
    waterProtection
    generalCropping
    soilscapeUnit
    soilscape @catch(to: RESULT) {
      isSample
      source
      importedAt
    }
  }
`;

export const SAMPLE_SOIL_NOTE =
  'Sample soil data for the demo area — not the national Soilscapes map.';

export function SoilPanel({ thing }: { thing: SoilPanel_thing$key }) {
  const data = useFragment(fragment, thing);
  const values: Record<SoilField, string | null | undefined> = {
    texture: data.soilTexture,
    drainage: data.soilDrainage,
    fertility: data.soilFertility,
    carbon: data.carbon,
    landcover: data.landcover,
    habitats: data.habitats,
    drainsTo: data.drainsTo,
    waterProtection: data.waterProtection,
    generalCropping: data.generalCropping,
  };
  const shown = SOIL_FIELDS.filter((field) => values[field]?.trim());
  const soilscape = data.soilscape.ok ? data.soilscape.value : null;
  return (
    <section aria-labelledby="thing-soil">
      <Card>
        <Stack space="small">
          <Heading level={2} id="thing-soil">
            Soil
          </Heading>
          {shown.length === 0 ? (
            <p className={styles.muted}>
              No soil data for this spot: it lies outside the soil map this site holds. The watering
              advice leaves the soil&apos;s drainage out.
            </p>
          ) : (
            <>
              {soilscape?.isSample ? (
                <p className={styles.note}>
                  <Tag tone="caution">Sample data</Tag> {SAMPLE_SOIL_NOTE}
                </p>
              ) : null}
              <dl className={styles.fields}>
                {shown.map((field) => (
                  <div key={field} className={styles.field}>
                    <dt>{SOIL_FIELD_LABELS[field]}</dt>
                    <dd>
                      <span className={styles.value}>{values[field]}</span>
                      <span className={styles.explanation}>
                        {soilExplanation(field, values[field]!)}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.muted}>
                {data.soilscape.ok
                  ? soilscape
                    ? `${soilscape.isSample ? 'Invented for the demo' : `Soilscapes (Cranfield University), source “${soilscape.source}”`}${data.soilscapeUnit ? `, soilscape unit ${data.soilscapeUnit}` : ''}; imported ${formatDate(soilscape.importedAt)}.`
                    : 'From the soil map when the thing was placed; that map area has since been removed.'
                  : 'Where this soil data comes from could not be loaded just now.'}
              </p>
            </>
          )}
        </Stack>
      </Card>
    </section>
  );
}

/** The soil panel's shape while the thing loads. */
