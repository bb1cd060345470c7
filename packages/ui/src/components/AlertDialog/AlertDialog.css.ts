import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  paddingBottom: vars.space.medium,
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingTop: vars.space.xsmall,
});

export const iconTone = {
  critical: style({ color: vars.colour.tone.critical.foreground }),
  brand: style({ color: vars.colour.brandStrong }),
};
