// Live updates (spec §4, §7): `thingUpdated(id)` and `deviceUpdated(id)` over
// graphql-ws. The database announces changes with pg_notify on
// 'thing_updated:<id>' and 'device_updated:<id>' (migration 0014); each event
// re-reads the row under the subscriber's own claims, so row-level security decides
// what arrives: subscribing to a thing one cannot see is refused, and a thing that
// becomes invisible later arrives as null.
//
// A socket whose token is bad or expired is closed with 4401 (spec §4 lists it among
// the codes the client never retries) when it tries to subscribe.
import { normalizeConnectionParams } from 'postgraphile/grafserv';
import { context, lambda, listen, object, type Step } from 'postgraphile/grafast';
import { extendSchema, gql } from 'postgraphile/utils';
import { claimsFromAuthorization } from '../../auth/jwt.ts';

export const UNAUTHORIZED_CLOSE_CODE = 4401;

/** The events a thing's subscribers hear of (the NOTIFY payloads of 0014). */
const THING_EVENTS = ['SENSOR_DATA', 'ACTION_RECORDED', 'EDITED', 'INDICATOR_CHANGED'] as const;

interface FieldArgs {
  getRaw(name: string): Step;
}

interface Resource {
  get(spec: Record<string, Step>): Step & { get(attr: string): Step };
}
type Payload = Step & { get(key: string): Step };

/**
 * A subscription field on `<kind>_updated:<id>`: refused when the subscriber cannot see the row;
 * each notification becomes `{ event, id }` for the payload type to re-read.
 */
function liveField(resource: Resource, kind: 'thing' | 'device') {
  return {
    subscribePlan(_$root: Step, args: FieldArgs) {
      const $id = args.getRaw('id');
      const $visible = resource.get({ id: $id }).get('id');
      const $topic = lambda([$id, $visible], ([id, visibleId]: readonly [unknown, unknown]) => {
        if (visibleId == null) {
          throw Object.assign(new Error(`No such ${kind}`), { code: 'NOTHG' });
        }
        return `${kind}_updated:${String(id)}`;
      });
      return listen(context().get('pgSubscriber') as never, $topic);
    },
    plan($event: Step, args: FieldArgs) {
      return object({ event: $event, id: args.getRaw('id') });
    },
  };
}

/** The payload's plans: the event (an unknown one as `fallback`) and the row, re-read. */
function payloadPlans(
  resource: Resource,
  field: 'thing' | 'device',
  fallback: (typeof THING_EVENTS)[number],
) {
  return {
    event($payload: Payload) {
      return lambda($payload.get('event'), (event) =>
        (THING_EVENTS as readonly unknown[]).includes(event) ? event : fallback,
      );
    },
    [field]($payload: Payload) {
      return resource.get({ id: $payload.get('id') });
    },
  };
}

export function makeThingUpdatedPlugin(jwtSecret: string): GraphileConfig.Plugin {
  const plugin = extendSchema((build) => {
    const { things, devices } = build.input.pgRegistry.pgResources as unknown as Record<
      'things' | 'devices',
      Resource
    >;
    return {
      typeDefs: gql`
        """
        What happened to a thing.
        """
        enum ThingEventType {
          """
          A linked device sent a reading.
          """
          SENSOR_DATA
          """
          Someone recorded an action.
          """
          ACTION_RECORDED
          """
          Its details changed.
          """
          EDITED
          """
          Its indicator colour changed.
          """
          INDICATOR_CHANGED
        }

        type ThingUpdatedPayload {
          event: ThingEventType!
          """
          The thing as the subscriber may see it now (null if they no longer may).
          """
          thing: Thing
        }

        type DeviceUpdatedPayload {
          event: ThingEventType!
          device: Device
        }

        extend type Subscription {
          """
          Changes to a thing: readings, actions, edits and indicator colour.
          """
          thingUpdated(id: UUID!): ThingUpdatedPayload
          """
          Readings and state of a device.
          """
          deviceUpdated(id: UUID!): DeviceUpdatedPayload
        }
      `,
      objects: {
        Subscription: {
          plans: {
            thingUpdated: liveField(things, 'thing'),
            deviceUpdated: liveField(devices, 'device'),
          },
        },
        ThingUpdatedPayload: { plans: payloadPlans(things, 'thing', 'EDITED') },
        DeviceUpdatedPayload: { plans: payloadPlans(devices, 'device', 'SENSOR_DATA') },
      },
    };
  }, 'BloomkeepThingUpdatedPlugin');

  return {
    ...plugin,
    grafserv: {
      middleware: {
        onSubscribe(next, event) {
          const params = normalizeConnectionParams(event.ctx.connectionParams);
          try {
            claimsFromAuthorization(params?.authorization, jwtSecret);
          } catch {
            const socket = (
              event.ctx.extra as { socket?: { close(code: number, reason: string): void } }
            ).socket;
            socket?.close(UNAUTHORIZED_CLOSE_CODE, 'Unauthorized');
            return [];
          }
          return next();
        },
      },
    },
  };
}
