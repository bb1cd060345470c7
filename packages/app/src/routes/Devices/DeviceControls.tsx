// The owner's controls on a device page (issue 11, "Commands to devices"): the LED switch
// and, on The Things Uno, "Run for N minutes". Honest about class A: a command shows as
// queued until an uplink confirms it; a refusal (the pump's guardrails) or a failure from
// The Things Stack is shown with its reason. The kit's DeviceCard draws it all.
import { useState, type ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PUMP_BUDGET_WINDOW_HOURS } from '@bloomkeep/schema';
import { DeviceCard, type DeviceCardProps } from '@bloomkeep/ui';
import type { DeviceControls_device$key } from '../../__generated__/DeviceControls_device.graphql';
import { useDeviceDownPushMutation } from '../../mutations/DeviceDownPushMutation';
import { errorText } from '../../relay/errors';

const fragment = graphql`
  fragment DeviceControls_device on Device {
    id
    isOwner
    ledState
    commands(first: 20, orderBy: [CREATED_AT_DESC]) {
      nodes {
        id
        kind
        status
        minutes
        reason
        createdAt
      }
    }
  }
`;

type Command = {
  readonly kind: string;
  readonly status: string;
  readonly minutes?: number | null;
  readonly reason?: string | null;
  readonly createdAt: string;
};

/** Pump minutes asked for in the guardrail window (queued, sent or confirmed). */
export function pumpMinutesUsed(commands: readonly Command[], now: number): number {
  const since = now - PUMP_BUDGET_WINDOW_HOURS * 3_600_000;
  return commands
    .filter(
      (command) =>
        command.kind === 'PUMP' &&
        command.status !== 'FAILED' &&
        new Date(command.createdAt).getTime() > since,
    )
    .reduce((sum, command) => sum + (command.minutes ?? 0), 0);
}

/** The DeviceCard with the owner's controls wired to deviceDownPush. */
export function DeviceControls({
  device,
  card,
}: {
  device: DeviceControls_device$key;
  /** The card as the details draw it; controls are added for owners. */
  card: ReactElement<DeviceCardProps>;
}) {
  const data = useFragment(fragment, device);
  const [push] = useDeviceDownPushMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const commands = data.commands?.nodes ?? [];
  const latest = commands[0];
  const waiting = latest?.status === 'QUEUED' || latest?.status === 'SENT';
  const failed = latest?.status === 'FAILED' ? (latest.reason ?? 'The command failed.') : null;
  if (!data.isOwner) return card;

  const send = (request: { ledState: 'on' | 'off'; minutes?: number }) => {
    setRefusal(null);
    push(data.id, request).catch((error: unknown) => setRefusal(errorText(error)));
  };
  return (
    <DeviceCard
      {...card.props}
      ledState={data.ledState ?? false}
      onLedChange={(on) => send({ ledState: on ? 'on' : 'off' })}
      isLedPending={waiting && latest?.kind === 'LED'}
      onRunPump={(minutes) => send({ ledState: 'on', minutes })}
      isPumpPending={waiting && latest?.kind === 'PUMP'}
      pumpUsedMinutes={pumpMinutesUsed(commands, Date.now())}
      pumpError={refusal}
      commandError={refusal ? null : failed}
    />
  );
}
