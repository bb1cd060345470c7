import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.neutral.soft,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  minHeight: 96,
  color: vars.colour.tone.neutral.foreground,
});
