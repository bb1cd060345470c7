import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '../../system/PageSkeleton';
import { useToast } from '@bloomkeep/ui';
import { useCollaborateMutation } from '../../mutations/CollaborateMutation';
import { isThingId } from './thingId';

export const COLLABORATOR_ADDED = 'Collaborator access added';

/**
 * /things/{id}/collaborate (spec §2, §8): makes the signed-in user a collaborator,
 * says "collaborator access added" (even when the call fails, as the spec says)
 * and lands on the thing page.
 */
export function CollaborateRoute() {
  const params = useParams();
  const thingId = isThingId(params.thingId) ? params.thingId : null;
  const [collaborate] = useCollaborateMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const started = useRef(false);
  useEffect(() => {
    if (!thingId || started.current) return;
    started.current = true;
    const land = () => {
      toast.positive(COLLABORATOR_ADDED);
      void navigate(`/things/${thingId}`, { replace: true });
    };
    collaborate(thingId).then(land, land);
  }, [thingId, collaborate, navigate, toast]);
  if (!thingId) return <Navigate to="/things" replace />;
  return <PageSkeleton />;
}
