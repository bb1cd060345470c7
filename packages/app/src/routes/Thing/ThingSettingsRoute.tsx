import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router-dom';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { AlertDialog, Button, Card, Heading, Stack, Switch, useToast } from '@bloomkeep/ui';
import type { ThingSettingsRouteQuery } from '../../__generated__/ThingSettingsRouteQuery.graphql';
import { useDeleteThingMutation } from '../../mutations/DeleteThingMutation';
import { useUpdateThingMutation } from '../../mutations/UpdateThingMutation';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { useBrand } from '../../system/brand';
import { ThingNotFound } from './ThingNotFound';
import { useRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query ThingSettingsRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      nodeId
      name
      isPublic
      canEdit
    }
  }
`;

export function ThingSettingsRoute() {
  const queryRef = useRouteQuery<ThingSettingsRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <ThingSettings queryRef={queryRef} />;
}

/** /things/{id}/settings: visibility, and deletion after a confirmation. */
function ThingSettings({ queryRef }: { queryRef: PreloadedQuery<ThingSettingsRouteQuery> }) {
  const { thingById: thing } = usePreloadedQuery<ThingSettingsRouteQuery>(query, queryRef);
  const brand = useBrand();
  const navigate = useNavigate();
  const toast = useToast();
  const [updateThing, isUpdating] = useUpdateThingMutation();
  const [deleteThing, isDeleting] = useDeleteThingMutation();
  const [confirming, setConfirming] = useState(false);
  if (!thing) return <ThingNotFound />;
  if (!thing.canEdit) return <Navigate to={`/things/${thing.id}`} replace />;

  return (
    <PageTitle title={`Settings for ${thing.name}`}>
      <Stack space="large">
        <Card>
          <Stack space="small">
            <Heading level={2}>Visibility</Heading>
            <Switch
              isSelected={thing.isPublic}
              isPending={isUpdating}
              description={`Public ${brand.thingPlural} are visible to everyone, and anyone signed in can offer to help. Private ones are visible only to the people who look after them.`}
              onChange={(isPublic) => {
                updateThing(thing.nodeId, { isPublic }).then(
                  () => toast.positive(isPublic ? 'It is public now.' : 'It is private now.'),
                  (failure: unknown) => toast.negative(errorText(failure)),
                );
              }}
            >
              Public
            </Switch>
          </Stack>
        </Card>
        <Card>
          <Stack space="small">
            <Heading level={2}>Delete</Heading>
            <p>
              Deleting removes the {brand.thingSingular}, its photo and every action recorded for
              it. This cannot be undone.
            </p>
            <div>
              <Button tone="critical" onPress={() => setConfirming(true)}>
                Delete {brand.thingSingular}
              </Button>
            </div>
          </Stack>
        </Card>
      </Stack>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${thing.name}?`}
        tone="critical"
        confirmLabel="Delete for good"
        isPending={isDeleting}
        onConfirm={async () => {
          try {
            await deleteThing(thing.nodeId);
          } catch (failure) {
            toast.negative(errorText(failure, CLIENT_ERRORS.deleteThingFailed));
            return;
          }
          setConfirming(false);
          toast.positive(`${thing.name} was deleted.`);
          void navigate('/things/search', { replace: true });
        }}
      >
        Its actions and photo are deleted too. This cannot be undone.
      </AlertDialog>
    </PageTitle>
  );
}
