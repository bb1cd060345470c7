import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  boxSizing: 'border-box',
  border: `2px solid ${vars.colour.textMuted}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.colour.brand, borderWidth: 6 },
    [`${radio}[data-invalid] &`]: { borderColor: vars.colour.tone.critical.solid },
    [`${radio}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});
